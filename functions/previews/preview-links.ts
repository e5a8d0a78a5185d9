/**
 * Secret preview links of a draft or scheduled article (docs/decisions/031). A token is 32
 * random bytes and a signature of them (an HMAC keyed from the server's auth secret), both
 * base64url: a made-up token is refused by its signature before any database read, and only
 * the token's SHA-256 is stored, so a copy of the database opens no preview.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { authSecret } from '../auth/auth.ts';
import type { Database } from '../db/schema.ts';

export const PREVIEW_DAYS = 7;

const RANDOM_BYTES = 32;
/** The random part's length in base64url characters. */
const RANDOM_CHARS = 43;
const SIGNATURE_BYTES = 16;

/** A preview token's shape: 43 + 22 base64url characters (random part, then its signature). */
export const previewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{65}$/);

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export class PreviewLinks {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** The signing key: derived from the auth secret, so it survives restarts and is shared by every instance. */
  private signingKey(): Promise<Buffer> {
    this.key ??= authSecret(this.db).then((secret) => createHmac('sha256', secret).update('preview-links').digest());
    this.key.catch(() => (this.key = null));
    return this.key;
  }

  private async sign(random: string): Promise<string> {
    return createHmac('sha256', await this.signingKey())
      .update(random)
      .digest()
      .subarray(0, SIGNATURE_BYTES)
      .toString('base64url');
  }

  /** Stores a new link for the article and returns it with its token (the only time the token exists in clear). */
  async create(articleId: string, createdBy: string) {
    const random = randomBytes(RANDOM_BYTES).toString('base64url');
    const token = `${random}${await this.sign(random)}`;
    const preview = await this.db
      .insertInto('preview_links')
      .values({
        article_id: articleId,
        token_hash: tokenHash(token),
        created_by: createdBy,
        expires_at: sql<Date>`now() + make_interval(days => ${PREVIEW_DAYS})`,
      })
      .returning(['id', 'created_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    return { preview, token };
  }

  /** The article's links that still open (not revoked, not expired), newest first, with who made them. */
  async listActive(articleId: string) {
    return this.db
      .selectFrom('preview_links as p')
      .leftJoin('user as u', 'u.id', 'p.created_by')
      .select(['p.id', 'p.created_at', 'p.expires_at', 'u.name as autor_nome', 'u.email as autor_email'])
      .where('p.article_id', '=', articleId)
      .where('p.revoked_at', 'is', null)
      .where('p.expires_at', '>', sql<Date>`now()`)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .execute();
  }

  /** Revokes one of the article's open links; false when there is no such open link. */
  async revoke(articleId: string, id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('preview_links')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', id)
      .where('article_id', '=', articleId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * The link a token is, or null (malformed, forged or unknown: all alike, and the first two cost
   * no query). `open` is false once the link has expired or was revoked (by hand, or by the
   * article's publication: migration 036).
   */
  async find(token: string): Promise<{ articleId: string; open: boolean } | null> {
    if (!previewTokenSchema.safeParse(token).success) return null;
    const random = token.slice(0, RANDOM_CHARS);
    const expected = Buffer.from(await this.sign(random));
    const given = Buffer.from(token.slice(RANDOM_CHARS));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const row = await this.db
      .selectFrom('preview_links')
      .select(['article_id', sql<boolean>`revoked_at IS NULL AND expires_at > now()`.as('open')])
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirst();
    return row ? { articleId: row.article_id, open: row.open } : null;
  }
}
