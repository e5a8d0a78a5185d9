/**
 * What an author may do with articles (editors and administrators may do everything the
 * route table lets them): open and change only their own, never publish, never change or
 * delete a published article, and submit a draft for review.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, TeamRole } from '../db/schema.ts';
import { articleError } from './errors.ts';

/** A member of the team writing through the service; their role's rules apply (docs/decisions/019). */
export interface Member {
  id: string;
  role: TeamRole;
  /** Copied into the audit log with the id. */
  email?: string | null;
}

/**
 * Who writes: a member, or null for the server itself (the seed, the scheduler), which no
 * role limits and the audit log names as the server.
 */
export type ArticleActor = Member | null;

/** Refuses an author's attempt to publish (status 'publicado'). */
export function checkStatusAllowed(member: ArticleActor, status: string): void {
  if (member?.role === 'author' && status !== 'rascunho') throw articleError('author_cannot_publish');
}

/** Refuses an author's access to an article that is not theirs, or (to change it) that is published; 404 when it does not exist. */
export async function checkArticleAccess(db: Kysely<Database>, member: ArticleActor, id: string, intent: 'read' | 'change'): Promise<void> {
  if (member?.role !== 'author') return;
  const row = await db.selectFrom('articles').select(['created_by', 'status']).where('id', '=', id).executeTakeFirst();
  if (!row) throw articleError('not_found');
  if (row.created_by !== member.id) throw articleError('not_your_article');
  if (intent === 'change' && row.status === 'publicado') throw articleError('published_locked');
}

/** Refuses an author's choice of slug (theirs follows the title); editors choose one in the editor. */
export function checkSlugAllowed(member: ArticleActor, slug: string | undefined): void {
  if (member?.role === 'author' && slug !== undefined) throw articleError('slug_editors_only');
}

/** Marks an article as submitted for review (a note from an earlier return is done with); answers when, or null when it does not exist. */
export async function submitForReview(db: Kysely<Database>, id: string): Promise<Date | null> {
  const row = await db
    .updateTable('articles')
    .set({ revisao_solicitada_em: sql`now()`, revisao_devolvida_em: null, revisao_nota: null })
    .where('id', '=', id)
    .returning('revisao_solicitada_em')
    .executeTakeFirst();
  return row?.revisao_solicitada_em ?? null;
}

/**
 * An editor sends a submitted article back to its author with a note: it leaves the review
 * queue and the author sees the note in the editor. 404 when it does not exist, 409 when it
 * is not waiting for review.
 */
export async function returnToAuthor(db: Kysely<Database>, id: string, nota: string) {
  const row = await db
    .updateTable('articles')
    .set({ revisao_solicitada_em: null, revisao_devolvida_em: sql`now()`, revisao_nota: nota })
    .where('id', '=', id)
    .where('revisao_solicitada_em', 'is not', null)
    .returning(['revisao_devolvida_em', 'revisao_nota'])
    .executeTakeFirst();
  if (row) return row;
  const exists = await db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst();
  throw articleError(exists ? 'not_awaiting_review' : 'not_found');
}
