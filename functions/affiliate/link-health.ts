/**
 * The health of every affiliate destination: each distinct URL of the related products and
 * active reviews is checked once per run, a few at a time, and its result stored by URL.
 * A run is an `affiliate.link-check` job of the one queue (docs/decisions/043): one at a time
 * for the cluster, daily (AFFILIATE_LINK_CHECKS) and on demand, with its progress on the
 * Tarefas screen.
 */
import type { ArticleStatus } from '../../src/lib/contracts/article-status.ts';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { defineJob } from '../jobs/define.ts';
import type { JobContext } from '../jobs/queue.ts';
import type { Logger } from '../lib/logger.ts';
import { checkUrl, type CheckResult } from './check-url.ts';
import { destinationUrlsToCheck, resolvedDestinations } from './geo/destinations.ts';

export const CHECK_CONCURRENCY = 4;
const LAST_RUN_KEY = 'affiliate_links_checked_at';

export const linkCheckJob = defineJob({ type: 'affiliate.link-check', payload: z.object({}), singleton: true, maxAttempts: 3 });

/** Whether a check is queued or running anywhere in the cluster. */
export async function linkCheckActive(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('type', '=', linkCheckJob.type)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return row !== undefined;
}

export interface LinkHealthOptions {
  db: Kysely<Database>;
  logger: Logger;
  allowPrivate: boolean;
  timeoutMs?: number;
  concurrency?: number;
}

async function destinations(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('related_products')
    .select('url_afiliado as url')
    .union(db.selectFrom('product_reviews').select('link_produto as url').where('ativo', '=', true))
    .execute();
  // Each destination per marketplace too, as a reader sent there would reach it (docs/decisions/053).
  return [...new Set([...rows.map((row) => row.url), ...(await destinationUrlsToCheck(db))])];
}

/** Runs `work` over `items` with at most `limit` in flight; stops taking new items once `signal` is aborted. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>, signal?: AbortSignal): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal?.aborted) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export class LinkHealth {
  constructor(private readonly options: LinkHealthOptions) {}

  /** Checks every destination (the job's work; a run stopped by its signal records what it checked). Resolves to the number checked. */
  async checkAll(job?: Pick<JobContext, 'signal' | 'progress'>): Promise<number> {
    const { db, logger, allowPrivate, timeoutMs } = this.options;
    const urls = await destinations(db);
    let problems = 0;
    let checked = 0;
    await job?.progress(0, urls.length, null);
    await eachLimited(
      urls,
      this.options.concurrency ?? CHECK_CONCURRENCY,
      async (url) => {
        const result: CheckResult = await checkUrl(url, { allowPrivate, timeoutMs });
        if (result.state !== 'ok') problems += 1;
        await db
          .insertInto('affiliate_link_status')
          .values({ url, ...result, checked_at: new Date() })
          .onConflict((oc) => oc.column('url').doUpdateSet({ ...result, checked_at: new Date() }))
          .execute();
        checked += 1;
        await job?.progress(checked, urls.length, url);
      },
      job?.signal,
    );
    job?.signal.throwIfAborted();
    await db
      .insertInto('app_meta')
      .values({ key: LAST_RUN_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: new Date().toISOString(), updated_at: new Date() }))
      .execute();
    logger.info('affiliate links checked', { links: urls.length, problems });
    return urls.length;
  }

  /** When the last complete run ended, or null. */
  async lastRun(): Promise<Date | null> {
    const row = await this.options.db.selectFrom('app_meta').select('value').where('key', '=', LAST_RUN_KEY).executeTakeFirst();
    return row ? new Date(row.value) : null;
  }
}

export interface BrokenLink {
  url: string;
  state: 'broken' | 'refused';
  http_status: number | null;
  error: string | null;
  checked_at: Date;
  /** marketplace: the destination per marketplace that leads here; null for the product's default link. */
  products: Array<{ id: string; nome: string; kind: 'related_product' | 'review'; marketplace: string | null }>;
  articles: Array<{ id: string; titulo: string; idioma: 'en' | 'pt'; status: ArticleStatus }>;
}

/**
 * Destinations in use whose last check failed, with the products and articles that link to
 * them: a product's default link, or one of its destinations per marketplace (traced back by
 * the URL it resolves to, tag included, as the check visited it).
 */
export async function brokenLinks(db: Kysely<Database>): Promise<BrokenLink[]> {
  const statuses = await db
    .selectFrom('affiliate_link_status')
    .selectAll()
    .where('state', '<>', 'ok')
    .orderBy('checked_at', 'desc')
    .limit(500)
    .execute();
  if (statuses.length === 0) return [];
  const urls = statuses.map((row) => row.url);
  const [products, reviews, perMarketplace] = await Promise.all([
    db
      .selectFrom('related_products as p')
      .select(['p.id', 'p.nome', 'p.url_afiliado as url', 'p.article_id'])
      .where('p.url_afiliado', 'in', urls)
      .execute(),
    db
      .selectFrom('product_reviews')
      .select(['id', 'titulo', 'link_produto as url'])
      .where('ativo', '=', true)
      .where('link_produto', 'in', urls)
      .execute(),
    resolvedDestinations(db, new Set(urls)),
  ]);
  const articleIds = [...new Set([...products, ...perMarketplace].flatMap((row) => (row.article_id ? [row.article_id] : [])))];
  const articleRows = articleIds.length
    ? await db
        .selectFrom('articles')
        .select(['id', 'titulo', 'idioma', 'status'])
        .where('id', 'in', articleIds)
        .orderBy(sql`titulo`)
        .execute()
    : [];
  return statuses
    .map((status) => {
      const mine = products.filter((p) => p.url === status.url);
      const destinations = perMarketplace.filter((d) => d.url === status.url);
      const used = new Set([...mine, ...destinations].map((row) => row.article_id));
      return {
        url: status.url,
        state: status.state as 'broken' | 'refused',
        http_status: status.http_status,
        error: status.error,
        checked_at: status.checked_at,
        products: [
          ...mine.map((p) => ({ id: p.id, nome: p.nome, kind: 'related_product' as const, marketplace: null })),
          ...reviews
            .filter((r) => r.url === status.url)
            .map((r) => ({ id: r.id, nome: r.titulo, kind: 'review' as const, marketplace: null })),
          ...destinations.map((d) => ({ ...d.product, marketplace: d.marketplace })),
        ],
        articles: articleRows.filter((a) => used.has(a.id)),
      };
    })
    .filter((link) => link.products.length > 0);
}
