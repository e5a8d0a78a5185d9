/**
 * The articles group's request schemas beyond the article itself, whose write shape
 * (articleInputSchema) is the contract shared with the back office, src/lib/contracts/article.ts.
 */
import { z } from 'zod';
import { ARTICLE_STATUSES } from '../../../src/lib/contracts/article-status.ts';
import { articleLanguageSchema } from '../../../src/lib/contracts/article.ts';
import { idParam } from '../../lib/validators.ts';

export const articleListQuery = z.object({
  status: z.enum(['todos', ...ARTICLE_STATUSES]).default('todos'),
  search: z.string().max(200).default(''),
  idioma: articleLanguageSchema.optional(),
  /** com: with a linked translation; sem: without. */
  traducao: z.enum(['com', 'sem']).optional(),
  /** aguardando: submitted for review and not yet published or sent back. */
  revisao: z.enum(['aguardando']).optional(),
});

export type ArticleListFilter = z.infer<typeof articleListQuery>;

/** PUT /api/admin/articles/:id/traducao */
export const linkInput = z.object({ article_id: z.uuid({ error: 'article_id must be an article id' }) });

/** POST /api/admin/articles/:id/traducao: false skips the AI and drafts the original text, awaiting translation. */
export const translateInput = z.object({ traducao_automatica: z.boolean().default(true) });

export const featuredInput = z.object({ destaque: z.boolean() });
export const articleIdParam = idParam('Unknown article');
