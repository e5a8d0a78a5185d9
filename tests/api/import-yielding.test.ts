/**
 * The importer's statements on PGlite let the event loop turn (docs/decisions/067): PGlite answers
 * in this thread and settles as microtasks, so without the plugin a chain of statements keeps a
 * waiting request (here, a setImmediate callback) out until the chain ends.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YieldAfterEachStatement } from '../../functions/import/yielding-plugin.ts';

describe('the import’s statements on PGlite', () => {
  let db: Kysely<Record<string, never>>;
  beforeAll(async () => {
    db = new Kysely({ dialect: new PGliteDialect({ pglite: await PGlite.create() }) });
    await sql`SELECT 1`.execute(db);
  });
  afterAll(() => db.destroy());

  async function chain(on: Kysely<Record<string, never>>): Promise<string[]> {
    const order: string[] = [];
    setImmediate(() => order.push('waiting request'));
    for (let n = 1; n <= 3; n += 1) {
      await sql`SELECT ${n}::int AS n`.execute(on);
      order.push(`statement ${n}`);
    }
    await new Promise((resolve) => setImmediate(resolve));
    return order;
  }

  it('without the plugin, a chain of statements holds a waiting callback until it ends', async () => {
    expect(await chain(db)).toEqual(['statement 1', 'statement 2', 'statement 3', 'waiting request']);
  });

  it('with it, the waiting callback runs as soon as the first statement has answered', async () => {
    expect(await chain(db.withPlugin(new YieldAfterEachStatement()))).toEqual([
      'waiting request',
      'statement 1',
      'statement 2',
      'statement 3',
    ]);
  });
});
