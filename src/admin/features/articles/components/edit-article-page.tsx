/** /admin/editar-artigo/:id: the same form, prefilled, with its current media. */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ADMIN_PATHS } from '../../../routes.ts';
import { useArticle } from '../api/get-article.ts';
import type { Article } from '../api/article-schemas.ts';
import { formFromArticle } from '../lib/article-form.ts';
import { formatScheduled } from '../lib/schedule-time.ts';
import { draftKey } from '../lib/local-draft.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import ArticleForm from './article-form.tsx';
import { useArticleEditor } from './use-article-editor.ts';
import { useLocalDraft } from './use-local-draft.ts';

function BackLink() {
  return (
    <Link to={ADMIN_PATHS.articles} className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-brand hover:underline">
      <Icon name="arrowLeft" className="size-4" />
      {S.backToList}
    </Link>
  );
}

function EditForm({ article }: { article: Article }) {
  const navigate = useNavigate();
  const [baseline] = useState(() => formFromArticle(article));
  const editor = useArticleEditor({
    articleId: article.id,
    initial: baseline,
    beforeSave: () => draft.saveNow(),
    onSaved: (saved) => {
      draft.suspend(true);
      draft.discard();
      if (saved.status === 'agendado' && saved.data_publicacao) {
        toast.success(S.scheduledToast, { description: S.scheduledText(formatScheduled(saved.data_publicacao)) });
      } else toast.success(saved.status === 'publicado' ? S.updatedPublished : S.updatedDraft);
      void navigate(ADMIN_PATHS.articles);
    },
  });
  const draft = useLocalDraft({ storageKey: draftKey(article.id), values: editor.values, baseline, onRestore: editor.replaceValues });
  const statusLine =
    article.status === 'agendado' && article.data_publicacao
      ? S.statusScheduled(formatScheduled(article.data_publicacao))
      : S.statusNow(article.status === 'publicado');

  return (
    <>
      <PageHeader title={S.editTitle} description={S.editLead} before={<BackLink />} />
      <ArticleForm
        editor={editor}
        publishLabel={S.updateAndPublish}
        statusLine={statusLine}
        fixedSlug={article.data_publicacao ? article.slug : undefined}
        article={article}
        onRestored={() => {
          // The restored fields replace this form (it remounts with the reloaded article).
          draft.suspend(true);
          draft.discard();
        }}
      />
    </>
  );
}

export default function EditArticlePage() {
  const { id = '' } = useParams();
  const article = useArticle(id);

  if (article.isPending) {
    return <LoadingState label={S.loadingArticle} />;
  }
  if (article.isError) {
    return <LoadError message={errorMessage(article.error)} />;
  }
  return <EditForm key={`${article.data.id}-${article.data.updated_at}`} article={article.data} />;
}

function LoadError({ message }: { message: string }) {
  usePageTitle(S.loadErrorTitle);
  return (
    <section
      role="alert"
      aria-labelledby="load-error-title"
      className="mx-auto max-w-xl rounded-card bg-accent-soft p-6 text-center ring-1 ring-accent/30 sm:p-8"
    >
      <h1 id="load-error-title" tabIndex={-1} className="text-h3 text-accent">
        {S.loadErrorTitle}
      </h1>
      <p className="mt-2 text-ink">{message}</p>
      <Link to={ADMIN_PATHS.articles} className={`${PRIMARY_BUTTON} mt-6`}>
        {S.loadErrorBack}
      </Link>
    </section>
  );
}
