/**
 * The article form's layout: the fields on the left (below a translation draft's label),
 * actions, the newsletter switch, a draft's preview links, revisions, translations and tips beside them.
 */
import { CARD_CLASS } from '../../../components/field-styles.ts';
import type { Article } from '../api/article-schemas.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import ActionsCard from './actions-card.tsx';
import BasicInfoCard from './basic-info-card.tsx';
import ContentCard from './content-card.tsx';
import MediaCard from './media-card.tsx';
import NewsletterCard from './newsletter-card.tsx';
import PreviewsCard from './previews-card.tsx';
import ProductsCard from './products-card.tsx';
import ReviewCard from './review-card.tsx';
import RevisionsCard from './revisions-card.tsx';
import TipsCard from './tips-card.tsx';
import TranslationNotice from './translation-notice.tsx';
import TranslationsCard from './translations-card.tsx';
import type { ArticleEditor } from './use-article-editor.ts';

interface Props {
  editor: ArticleEditor;
  publishLabel: string;
  statusLine?: string;
  fixedSlug?: string;
  /** The stored article, kept fresh (its translation changes from this screen); none for a new one. */
  article?: Article;
  /** After a revision is restored (the edit page reloads the article). */
  onRestored?: () => void;
}

export default function ArticleForm({ editor, publishLabel, statusLine, fixedSlug, article, onRestored }: Props) {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        {article?.estado_traducao && <TranslationNotice editor={editor} label={article.estado_traducao} />}
        <BasicInfoCard editor={editor} fixedSlug={fixedSlug} translation={article?.traducao} />
        <ContentCard editor={editor} />
        <ProductsCard editor={editor} />
        <MediaCard editor={editor} generatedCard={article?.cartao_social_url ?? null} />
      </div>
      <div className="space-y-6 xl:sticky xl:top-6">
        {article && <ReviewCard article={article} />}
        <ActionsCard editor={editor} publishLabel={publishLabel} statusLine={statusLine} articleId={article?.id} />
        <NewsletterCard article={article} language={editor.values.idioma} />
        {article && article.status !== 'publicado' && <PreviewsCard articleId={article.id} />}
        {article && onRestored && <RevisionsCard articleId={article.id} onRestored={onRestored} />}
        {article ? (
          <TranslationsCard article={article} />
        ) : (
          <section className={CARD_CLASS} aria-labelledby="translations-title">
            <h2 id="translations-title" className="text-h3 text-ink">
              {S.translationsTitle}
            </h2>
            <p className="mt-2 text-sm text-ink-soft">{S.translationsAfterSave}</p>
          </section>
        )}
        <TipsCard />
      </div>
    </form>
  );
}
