/**
 * The locale a review or an ebook is shown in: English, Português, or both (null). Each
 * screen passes its own labels (the ebooks screen is in English, the reviews screen in
 * Portuguese); language names are each in their own language.
 */
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, isContentLanguage, type ContentLanguage } from '../lib/languages.ts';
import { INPUT_CLASS } from './field-styles.ts';
import FormField, { describedBy } from './form-field.tsx';

interface Props {
  id: string;
  label: string;
  bothLabel: string;
  hint: string;
  value: ContentLanguage | null;
  onChange: (value: ContentLanguage | null) => void;
}

export default function LanguageSelect({ id, label, bothLabel, hint, value, onChange }: Props) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(isContentLanguage(event.target.value) ? event.target.value : null)}
        aria-describedby={describedBy(id, true, false)}
        className={INPUT_CLASS}
      >
        <option value="">{bothLabel}</option>
        {CONTENT_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </FormField>
  );
}
