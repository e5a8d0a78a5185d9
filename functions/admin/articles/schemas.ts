/**
 * The articles group's smaller request schemas. The article's write shape, the list's query
 * and the return note are the contract shared with the back office: src/lib/contracts/article.ts.
 */
import { z } from 'zod';
import { articleIdParam } from '../../lib/validators.ts';

/** PUT /api/admin/articles/:id/traducao */
export const linkInput = z.object({ article_id: z.uuid({ error: 'article_id_invalid' }) });

/** POST /api/admin/articles/:id/traducao: false skips the AI and drafts the original text, awaiting translation. */
export const translateInput = z.object({ traducao_automatica: z.boolean().default(true) });

/** PUT /api/admin/articles/:id/traducao/aviso: the published translation tells readers the original is newer while it is out of date. */
export const translationNoticeInput = z.object({ aviso: z.boolean() });

export const featuredInput = z.object({ destaque: z.boolean() });

export { articleIdParam };
