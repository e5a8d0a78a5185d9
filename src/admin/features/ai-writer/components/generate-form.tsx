/** Niche (one of the seven categories), theme and the article's language, then 'Gerar Artigo'. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import Icon from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { type CategoryKey } from '../../../../lib/categories.ts';
import { categoryLabel } from '../../../lib/categories.ts';
import type { ArticleLanguage } from '../api/generate-article.ts';
import { AI_WRITER_STRINGS as S } from '../strings.ts';

/** The specification's seven niches (cooking is only offered by the article form). */
export const NICHES = [
  'saude',
  'dinheiro',
  'relacionamentos',
  'tecnologia',
  'desenvolvimento',
  'consumo',
  'educacao',
] as const satisfies readonly CategoryKey[];

export interface GenerateRequest {
  nicho: CategoryKey;
  tema: string;
  idioma: ArticleLanguage;
}

export default function GenerateForm({ busy, onGenerate }: { busy: boolean; onGenerate: (request: GenerateRequest) => void }) {
  const id = useId();
  const [nicho, setNicho] = useState<CategoryKey | ''>('');
  const [tema, setTema] = useState('');
  const [idioma, setIdioma] = useState<ArticleLanguage>('pt');
  const nichoRef = useRef<HTMLSelectElement>(null);
  const temaRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!nicho || !tema.trim()) {
      toast.error(S.requiredTitle, { description: S.requiredText });
      (nicho ? temaRef : nichoRef).current?.focus();
      return;
    }
    onGenerate({ nicho, tema: tema.trim(), idioma });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={busy} className={CARD_CLASS}>
      <h2 id={`${id}-title`} className="text-h3 text-brand-strong">
        {S.formTitle}
      </h2>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <FormField id={`${id}-niche`} label={S.niche} required>
          <select
            ref={nichoRef}
            id={`${id}-niche`}
            required
            aria-required="true"
            value={nicho}
            onChange={(event) => setNicho(event.target.value as CategoryKey)}
            className={INPUT_CLASS}
          >
            <option value="" disabled hidden>
              {S.nichePlaceholder}
            </option>
            {NICHES.map((key) => (
              <option key={key} value={key}>
                {categoryLabel(key)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-theme`} label={S.theme} required hint={S.themeHint}>
          <input
            ref={temaRef}
            id={`${id}-theme`}
            required
            aria-required="true"
            maxLength={200}
            value={tema}
            placeholder={S.themePlaceholder}
            onChange={(event) => setTema(event.target.value)}
            aria-describedby={describedBy(`${id}-theme`, true, false)}
            className={INPUT_CLASS}
          />
        </FormField>
      </div>

      <fieldset className="mt-5">
        <legend className={LABEL_CLASS}>{S.language}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(['pt', 'en'] as const).map((value) => (
            <label
              key={value}
              className={`inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent ${
                idioma === value ? 'bg-brand-soft text-brand ring-brand/40' : 'bg-surface text-ink ring-line-strong hover:bg-sand'
              }`}
            >
              <input
                type="radio"
                name={`${id}-language`}
                value={value}
                checked={idioma === value}
                onChange={() => setIdioma(value)}
                className="accent-brand"
              />
              {S.languages[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 flex justify-end">
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {busy ? <Spinner className="size-4" /> : <Icon name="sparkles" className="size-4" />}
          {busy ? S.generating : S.generate}
        </button>
      </div>
    </form>
  );
}
