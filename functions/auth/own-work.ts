/**
 * Whose articles an answer of the back office may show. Authors open and change only their own
 * articles (functions/admin/articles/authorship.ts), so every answer that lists articles, their
 * titles or their figures (the dashboard, a file's usage, the click statistics, the article
 * list) is cut to theirs; editors and administrators see every member's.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/http.ts';

/** The signed-in author's id, whose articles alone the answer may show; undefined for editors and administrators. */
export function ownWorkOnly(c: Context<AppEnv>): string | undefined {
  return c.get('role') === 'author' ? c.get('user').id : undefined;
}
