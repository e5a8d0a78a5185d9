/**
 * My account's interface language: Portuguese or English, kept on the account (PATCH
 * /api/admin/me) and applied at once to every screen, date and number, and to the mails the
 * member receives. Each language is named in itself.
 */
import { useStore } from '@nanostores/react';
import { toast } from 'sonner';
import { CARD_CLASS, HINT_CLASS } from '../../../components/field-styles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { $adminLocale, ADMIN_LOCALES } from '../../../lib/i18n.ts';
import { INTERFACE_LANGUAGE_TAGS } from '../../../lib/interface-language.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { useSetInterfaceLanguage } from '../api/interface-language.ts';
import { ACCOUNT_STRINGS as S } from '../strings.ts';

export default function LanguageCard() {
  const current = useStore($adminLocale);
  const save = useSetInterfaceLanguage();
  return (
    <section className={CARD_CLASS} aria-labelledby="account-language-title">
      <h2 id="account-language-title" className="text-h3 text-brand-strong">
        {S.languageTitle}
      </h2>
      <p id="account-language-intro" className={`${HINT_CLASS} mt-1`}>
        {S.languageIntro}
      </p>
      <fieldset className="mt-4 flex flex-wrap gap-4" aria-describedby="account-language-intro" disabled={save.isPending}>
        <legend className="sr-only">{S.languageTitle}</legend>
        {ADMIN_LOCALES.map((locale) => (
          <label key={locale} className="flex items-center gap-2" lang={INTERFACE_LANGUAGE_TAGS[locale]}>
            <input
              type="radio"
              name="interface-language"
              value={locale}
              checked={locale === current}
              onChange={() =>
                save.mutate(locale, {
                  onError: (error) => toast.error(S.languageError, { description: errorMessage(error) }),
                })
              }
            />
            {STRINGS.language.names[locale]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
