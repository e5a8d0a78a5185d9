/**
 * The label of a translation draft not reviewed yet, above the form: machine-translated, or
 * still in the original language. The editor clears it with "Marcar como revisada"; the save
 * sends that, and only then can the article be published.
 */
import Icon from '../../../components/icons.tsx';
import type { TranslationState } from '../api/article-schemas.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import type { ArticleEditor } from './use-article-editor.ts';

export default function TranslationNotice({ editor, label }: { editor: ArticleEditor; label: TranslationState }) {
  const text = S.notice[label];
  const reviewed = editor.values.estado_traducao === null;
  return (
    <section
      aria-labelledby="translation-notice-title"
      className={`rounded-card p-5 ring-1 sm:p-6 ${reviewed ? 'bg-brand-soft ring-brand/30' : 'bg-sun/20 ring-sun'}`}
    >
      <div className="flex gap-3">
        <Icon name={reviewed ? 'check' : 'alert'} className="mt-0.5 size-5 shrink-0 text-ink" />
        <div className="min-w-0">
          <h2 id="translation-notice-title" className="font-semibold text-ink">
            {text.title}
          </h2>
          <p lang="en" className="text-sm text-ink-soft">
            {text.titleEn}
          </p>
          <p className="mt-2 text-sm text-ink">{text.text}</p>
          <label className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              className="size-4 accent-brand"
              checked={reviewed}
              onChange={(event) => editor.setField('estado_traducao', event.target.checked ? null : label)}
            />
            {text.mark}
          </label>
          {reviewed && (
            <p role="status" className="mt-1 text-sm text-ink-soft">
              {S.noticeMarked}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
