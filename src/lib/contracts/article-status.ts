/**
 * An article's status, declared once for the database types, the API's schemas and the back
 * office. 'agendado' waits for its data_publicacao (functions/publishing/scheduler.ts).
 */
import { z } from 'zod';

export const ARTICLE_STATUSES = ['publicado', 'rascunho', 'agendado'] as const;
export const articleStatusSchema = z.enum(ARTICLE_STATUSES);
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
