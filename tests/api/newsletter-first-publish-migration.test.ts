/**
 * Migration 066 (docs/decisions/069) on a database with articles already: the ones published
 * before it (published now, or a draft that keeps its publication date after an unpublish) are
 * marked as published once, so that publishing them again sends nothing; a draft never
 * published is not, and its first publish still sends. The editor's switch is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../functions/db/database.ts';
import { loadMigrations, migrate } from '../../functions/db/migrate.ts';
import { queueNewsletterSends } from '../../functions/newsletter/on-publish.ts';
import { insertArticle } from '../support/fixtures.ts';

describe('migration 066 on existing articles', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('marks the articles published before it, keeps the switch, and leaves drafts to their first publish', async () => {
    const all = await loadMigrations();
    await migrate(
      handle,
      all.filter((migration) => migration.version < '066'),
    );
    const { db } = handle;
    const published = await insertArticle(db, { idioma: 'en', status: 'publicado', data_publicacao: new Date('2026-01-02T03:04:05Z') });
    const unpublished = await insertArticle(db, { idioma: 'en', status: 'rascunho', data_publicacao: new Date('2026-02-03T04:05:06Z') });
    const switchedOff = await insertArticle(db, { idioma: 'en', status: 'publicado', data_publicacao: new Date('2026-03-04T05:06:07Z') });
    await db.insertInto('newsletter_article_options').values({ article_id: switchedOff.id, send_on_publish: false }).execute();
    const draft = await insertArticle(db, { idioma: 'en', status: 'rascunho', data_publicacao: null });
    const scheduled = await insertArticle(db, { idioma: 'en', status: 'agendado', data_publicacao: new Date('2099-01-01T00:00:00Z') });

    expect(await migrate(handle)).toContain('066_newsletter_first_publish_and_stalled_sends');

    const options = new Map(
      (await db.selectFrom('newsletter_article_options').select(['article_id', 'send_on_publish', 'first_published_at']).execute()).map(
        (row) => [row.article_id, row],
      ),
    );
    expect(options.get(published.id)?.first_published_at).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(options.get(unpublished.id)?.first_published_at).toEqual(new Date('2026-02-03T04:05:06Z'));
    expect(options.get(switchedOff.id)).toMatchObject({ send_on_publish: false, first_published_at: new Date('2026-03-04T05:06:07Z') });
    expect(options.has(draft.id)).toBe(false);
    expect(options.has(scheduled.id)).toBe(false);

    // Published (again, or for the first time) after the migration.
    await db
      .updateTable('articles')
      .set({ status: 'publicado', data_publicacao: new Date() })
      .where('id', 'in', [unpublished.id, draft.id, scheduled.id])
      .execute();
    expect(await queueNewsletterSends(db, [published.id, unpublished.id, switchedOff.id])).toBe(0);
    expect(await queueNewsletterSends(db, [draft.id, scheduled.id])).toBe(2);
    const sends = await db.selectFrom('newsletter_sends').select('article_id').execute();
    expect(sends.map((send) => send.article_id).sort()).toEqual([draft.id, scheduled.id].sort());
  });
});
