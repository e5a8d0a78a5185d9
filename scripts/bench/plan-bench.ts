/**
 * The page plan's cost for one publish, at a given site size, without rendering: the content
 * is read through the build's snapshot, one article is retitled, the content read again, and the
 * plan made in full (what a build did before) and from the previous plan (what it does now).
 * `npx tsx scripts/bench/plan-bench.ts 1000 10000`
 */
import { sql } from 'kysely';
import { openDatabase } from '../../functions/db/database.ts';
import { migrate } from '../../functions/db/migrate.ts';
import { parseEnv } from '../../functions/env.ts';
import { PagePlan, planPages } from '../../functions/site/renderer/page-plan.ts';
import { ContentSnapshot } from '../../functions/site/renderer/site-content.ts';
import { insertSyntheticArticles } from './generate-articles.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface PlanBenchResult {
  articles: number;
  pages: number;
  fullMs: number;
  incrementalMs: number;
  changedPages: number;
}

export async function benchPlan(articles: number, rounds = 9): Promise<PlanBenchResult> {
  const handle = await openDatabase({ memory: true });
  try {
    await migrate(handle);
    await insertSyntheticArticles(handle.db, articles);
    const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const snapshot = new ContentSnapshot(handle.db, env, { overlapMs: 0 });
    const { plan } = PagePlan.whole((await snapshot.load()).content);
    const fullMs: number[] = [];
    const incrementalMs: number[] = [];
    let changedPages = 0;
    for (let round = 0; round < rounds; round++) {
      await sql`UPDATE articles SET titulo = titulo || '!' WHERE id = (SELECT id FROM articles WHERE status = 'publicado' ORDER BY id OFFSET ${round * 7} LIMIT 1)`.execute(
        handle.db,
      );
      const { content } = await snapshot.load();
      let started = performance.now();
      const delta = plan.diff(content);
      incrementalMs.push(performance.now() - started);
      // A copy of the list: the whole plan makes every list from scratch, as a build did before.
      started = performance.now();
      const full = planPages({ ...content, articles: [...content.articles] });
      fullMs.push(performance.now() - started);
      changedPages = [...delta.set].filter(([path, key]) => plan.keys.get(path) !== key).length;
      plan.apply(content, delta);
      // The incremental plan must equal the whole one, page for page.
      for (const page of full) if (plan.keys.get(page.path) !== page.key) throw new Error(`plans differ at ${page.path}`);
      if (full.length !== plan.keys.size) throw new Error('plans differ in size');
    }
    return { articles, pages: plan.keys.size, fullMs: median(fullMs), incrementalMs: median(incrementalMs), changedPages };
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.slice(2).map(Number);
  for (const size of sizes.length ? sizes : [1000, 10000]) {
    const result = await benchPlan(size);
    console.log(JSON.stringify(result));
  }
}
