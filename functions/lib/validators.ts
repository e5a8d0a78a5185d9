/** Zod validators that several route groups share; field shapes that cross to the browser live in src/lib/contracts/. */
import { z } from 'zod';

/**
 * A route's `:id` path parameter, a UUID. `message` is the issue a malformed id gets (such as
 * 'Unknown article'); without it, zod's own.
 */
export function idParam(message?: string) {
  return z.object({ id: message === undefined ? z.uuid() : z.uuid({ error: message }) });
}

/** An article's `:id` (its previews and revisions hang under it). */
export const articleIdParam = idParam('unknown_article');
