/**
 * The sign-in screen's language switch (issue 30): each language named in itself, the one in
 * use pressed. Before sign-in the choice is kept on this browser only; after sign-in the
 * member's account decides (My account changes it there).
 */
import { useStore } from '@nanostores/react';
import { $adminLocale, ADMIN_LOCALES, type AdminLocale } from '../lib/i18n.ts';
import { INTERFACE_LANGUAGE_TAGS, applyLanguage } from '../lib/interface-language.ts';
import { STRINGS } from '../lib/strings.ts';

export default function InterfaceLanguageSwitch({ onChange = applyLanguage }: { onChange?: (locale: AdminLocale) => void }) {
  const current = useStore($adminLocale);
  return (
    <div role="group" aria-label={STRINGS.language.switchLabel} className="mt-6 flex justify-center gap-2 text-sm">
      {ADMIN_LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={INTERFACE_LANGUAGE_TAGS[locale]}
          aria-pressed={locale === current}
          className={`rounded-full px-3 py-1 ring-1 ${locale === current ? 'bg-brand-soft font-semibold text-brand-strong ring-brand/40' : 'text-ink-soft ring-line'}`}
          onClick={() => locale !== current && onChange(locale)}
        >
          {STRINGS.language.names[locale]}
        </button>
      ))}
    </div>
  );
}
