/**
 * The generated article: title (n/60), meta description (n/160) and the read-only content as
 * a preview and as HTML, with its size and reading time; then 'Salvar como Rascunho'.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CARD_CLASS, INPUT_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { editArticlePath } from '../../../routes.ts';
import { readingMinutes } from '../../../../lib/reading-time.ts';
import type { GeneratedArticle } from '../api/generate-article.ts';
import { AI_WRITER_STRINGS as S } from '../strings.ts';
import ResultField, { Counter } from './result-field.tsx';

interface Props {
  article: GeneratedArticle;
  saving: boolean;
  savedId: string | null;
  onSave: () => void;
}

export default function GeneratedResult({ article, saving, savedId, onSave }: Props) {
  const id = useId();
  const [view, setView] = useState<'preview' | 'source'>('preview');
  const html = article.conteudo_html;

  return (
    <section aria-labelledby={`${id}-title`} className={`${CARD_CLASS} mt-6`}>
      <h2 id={`${id}-title`} className="scroll-mt-32 text-h3 text-brand-strong" tabIndex={-1}>
        {S.resultTitle}
      </h2>

      {article.source === 'offline' && (
        <div role="note" className="mt-4 flex gap-3 rounded-xl bg-cat-dinheiro-soft p-4 text-ink ring-1 ring-cat-dinheiro/30">
          <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-cat-dinheiro" />
          <div>
            <p className="font-semibold text-cat-dinheiro">{S.offlineTitle}</p>
            <p className="mt-1 text-sm">{S.offlineText}</p>
          </div>
        </div>
      )}

      <div className="mt-6 space-y-6">
        <ResultField
          id={`${id}-t`}
          label={S.resultTitleLabel}
          text={article.titulo}
          copyLabel={S.copyTitle}
          meta={<Counter value={article.titulo.length} max={60} />}
        >
          <textarea
            readOnly
            aria-labelledby={`${id}-t`}
            value={article.titulo}
            rows={1}
            className={`${INPUT_CLASS} field-sizing-content resize-none font-semibold`}
          />
        </ResultField>

        <ResultField
          id={`${id}-m`}
          label={S.resultMetaLabel}
          text={article.meta_descricao}
          copyLabel={S.copyMeta}
          meta={<Counter value={article.meta_descricao.length} max={160} />}
        >
          <textarea
            readOnly
            aria-labelledby={`${id}-m`}
            value={article.meta_descricao}
            rows={2}
            className={`${INPUT_CLASS} field-sizing-content resize-none`}
          />
        </ResultField>

        <ResultField
          id={`${id}-c`}
          label={S.resultContentLabel}
          text={html}
          copyLabel={S.copyContent}
          meta={
            <>
              <span>{S.chars(html.length)}</span>
              <span aria-hidden="true">·</span>
              <span>{S.readingTime(readingMinutes(html))}</span>
            </>
          }
        >
          <div className="mb-3 inline-flex rounded-full bg-sand p-1" role="group" aria-label={S.resultContentLabel}>
            {(['preview', 'source'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => setView(value)}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${view === value ? 'bg-surface text-brand shadow-card' : 'text-ink-soft hover:text-ink'}`}
              >
                {value === 'preview' ? S.preview : S.source}
              </button>
            ))}
          </div>
          {view === 'preview' ? (
            <div
              tabIndex={0}
              role="region"
              aria-label={S.preview}
              className="prose max-h-[32rem] max-w-none overflow-y-auto rounded-xl bg-paper p-5 ring-1 ring-line sm:p-6"
              // The server sanitizes generated HTML exactly like a saved article's body.
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : (
            <textarea
              readOnly
              aria-label={S.source}
              value={html}
              rows={16}
              className={`${INPUT_CLASS} resize-y font-mono text-sm leading-relaxed`}
            />
          )}
        </ResultField>
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-end gap-3 border-t border-line pt-6">
        <div aria-live="polite" className="mr-auto text-sm">
          {savedId && (
            <p className="flex flex-wrap items-center gap-2 font-medium text-brand">
              <Icon name="check" className="size-4" />
              {S.savedNote}
              <Link to={editArticlePath(savedId)} className="text-link">
                {S.editDraft}
              </Link>
            </p>
          )}
        </div>
        <button type="button" className={PRIMARY_BUTTON} onClick={onSave} disabled={saving || savedId !== null}>
          {saving && <Spinner className="size-4" />}
          {saving ? S.saving : S.save}
        </button>
      </div>
    </section>
  );
}
