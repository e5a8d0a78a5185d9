/**
 * The article shapes the back office reads from /api/admin/articles and the one it sends:
 * the contract shared with the server (src/lib/contracts/article.ts), narrowed where the form
 * always sends more than the API requires.
 */
import type { z } from 'zod';
import { type CATEGORY_KEYS } from '../../../../lib/categories.ts';
import type { articleInputSchema } from '../../../../lib/contracts/article.ts';
import type { ContentLanguage } from '../../../lib/languages.ts';

export type { ArticleStatus } from '../../../../lib/contracts/article-status.ts';
export {
  articleAnswerSchema,
  articleListAnswerSchema,
  articleSummarySchema,
  changedArticleAnswerSchema,
  savedArticleAnswerSchema,
  translationDraftAnswerSchema,
  type Article,
  type ArticleSummary,
  type LinkedTranslation,
  type TranslationState,
} from '../../../../lib/contracts/article.ts';

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/**
 * The write shape (docs/admin-api.md, ArticleInput), as the server reads it once parsed. The
 * form always states the language and the share image (null: the generated card).
 */
export type ArticleInput = z.output<typeof articleInputSchema> & {
  idioma: ContentLanguage;
  imagem_social_url: string | null;
};

export const articlesQueryKey = ['admin', 'articles'] as const;
