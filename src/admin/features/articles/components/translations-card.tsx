/**
 * The article's version in the other language: the linked translation and its status, with
 * a way to unlink it; or "Criar tradução" (a linked draft, machine-translated when the server
 * has a model, else awaiting translation) and a way to link an existing article instead.
 */
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import ConfirmDialog from '../../../components/confirm-dialog.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { otherLocale } from '../../../../i18n/locales.ts';
import { editArticlePath } from '../../../routes.ts';
import type { Article, LinkedTranslation } from '../api/article-schemas.ts';
import { useCreateTranslation } from '../api/create-translation.ts';
import { useLinkTranslation } from '../api/link-translation.ts';
import { useArticles } from '../api/list-articles.ts';
import { useUnlinkTranslation } from '../api/unlink-translation.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import { OutDatedBadge, StatusBadge, TranslationStateBadge } from './article-card.tsx';
import { OutOfDateNotice, ReadersNoticeToggle } from './translation-freshness.tsx';

/** The model failed or broke the article: offer the draft without it. */
const AI_FAILURES = new Set(['ai_unavailable', 'ai_translation_invalid']);

export default function TranslationsCard({ article }: { article: Article }) {
  const other = otherLocale(article.idioma);
  const language = S.languageInline[other];
  return (
    <section className={CARD_CLASS} aria-labelledby="translations-title">
      <h2 id="translations-title" className="text-h3 text-ink">
        {S.translationsTitle}
      </h2>
      <p className="mt-1 text-sm font-semibold text-ink-soft">{S.translationOf(language)}</p>
      {article.traducao ? <Linked article={article} translation={article.traducao} /> : <Unlinked article={article} language={language} />}
    </section>
  );
}

function Linked({ article, translation }: { article: Article; translation: LinkedTranslation }) {
  const [confirming, setConfirming] = useState(false);
  const unlink = useUnlinkTranslation();
  const onConfirm = () =>
    unlink.mutate(article.id, {
      onSuccess: () => {
        toast.success(S.unlinked);
        setConfirming(false);
      },
      onError: (error) => toast.error(S.unlinkError, { description: errorMessage(error) }),
    });
  return (
    <div className="mt-3">
      <p className="font-semibold text-ink">
        <Link
          to={editArticlePath(translation.id)}
          className="text-brand hover:underline"
          aria-label={S.openTranslation(translation.titulo)}
        >
          {translation.titulo}
        </Link>
      </p>
      <p className="mt-2 flex flex-wrap gap-2">
        <StatusBadge status={translation.status} />
        {translation.estado_traducao && <TranslationStateBadge state={translation.estado_traducao} />}
        {translation.traducao_desatualizada && <OutDatedBadge />}
      </p>
      {article.traducao_desatualizada && <OutOfDateNotice translationId={article.id} ofTranslation />}
      {translation.traducao_desatualizada && <OutOfDateNotice translationId={translation.id} ofTranslation={false} />}
      {article.traducao_de && <ReadersNoticeToggle article={article} />}
      <button type="button" className={`${SECONDARY_BUTTON} mt-4 w-full`} onClick={() => setConfirming(true)}>
        {S.unlink}
      </button>
      <ConfirmDialog
        open={confirming}
        title={S.unlinkConfirmTitle}
        description={S.unlinkConfirmText(translation.titulo)}
        confirmLabel={S.unlink}
        busyLabel={S.unlinking}
        busy={unlink.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}

function Unlinked({ article, language }: { article: Article; language: string }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateTranslation();
  const link = useLinkTranslation();
  const [target, setTarget] = useState('');
  const candidates = useArticles({ status: 'todos', search: '', idioma: otherLocale(article.idioma), traducao: 'sem' });

  const onCreate = (automatic: boolean) =>
    create.mutate(
      { id: article.id, automatic },
      {
        onSuccess: (draft) => {
          if (draft.estado_traducao === 'automatica') toast.success(S.translationCreatedAutomatic);
          else toast.success(S.translationCreatedAwaiting, { description: S.translationCreatedAwaitingText });
          void navigate(editArticlePath(draft.id));
        },
        onError: (error) =>
          toast.error(S.translationError, {
            description: errorMessage(error),
            action:
              error instanceof ApiError && AI_FAILURES.has(error.code)
                ? { label: S.createWithoutAi, onClick: () => onCreate(false) }
                : undefined,
          }),
      },
    );

  const onLink = () => {
    if (!target) return;
    link.mutate(
      { id: article.id, articleId: target },
      {
        onSuccess: () => {
          toast.success(S.linked);
          setTarget('');
        },
        onError: (error) => toast.error(S.linkError, { description: errorMessage(error) }),
      },
    );
  };

  const options = candidates.data ?? [];
  return (
    <div className="mt-3">
      <p className="text-sm text-ink">{S.translationNone(language)}</p>
      <button
        type="button"
        className={`${PRIMARY_BUTTON} mt-4 w-full`}
        disabled={create.isPending}
        aria-describedby={`${id}-hint`}
        onClick={() => onCreate(true)}
      >
        {create.isPending && <Spinner className="size-4" />}
        {create.isPending ? S.creatingTranslation : S.createTranslation}
      </button>
      <p id={`${id}-hint`} className="mt-2 text-sm text-ink-soft">
        {S.createTranslationHint(language)}
      </p>
      <div className="mt-5 border-t border-line pt-4">
        <p className="text-sm font-semibold text-ink">{S.linkExisting}</p>
        {candidates.isSuccess && options.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">{S.noCandidates(language)}</p>
        ) : (
          <>
            <label htmlFor={`${id}-target`} className={`${LABEL_CLASS} mt-3`}>
              {S.linkSelect(language)}
            </label>
            <select
              id={`${id}-target`}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              className={`${INPUT_CLASS} mt-1.5`}
            >
              <option value="">{S.linkPlaceholder}</option>
              {options.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.titulo}
                </option>
              ))}
            </select>
            <button type="button" className={`${SECONDARY_BUTTON} mt-3 w-full`} disabled={!target || link.isPending} onClick={onLink}>
              {link.isPending && <Spinner className="size-4" />}
              {link.isPending ? S.linking : S.linkAction}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
