/**
 * The published content the pages show, read from the database by the same queries that answer
 * the content API (functions/content/), so a page rendered by the server and one built from
 * /api/content show the same thing.
 *
 * A publish changes a handful of articles, and reading all ten thousand again would cost more
 * than rendering the pages that changed. So the build runner keeps a ContentSnapshot: each read
 * asks the database only for every published article's change counter (migration 030), then
 * reads in full the articles that are new or changed, the other members of their translation
 * groups (an article shows its translation's title and address), and those whose shown prices
 * have gone stale since (time alone hides a price). Unchanged articles keep their objects, so
 * what the page plan derived from them is not computed again.
 */
import { sql, type Kysely } from 'kysely';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import type { PublishedArticle } from '../../../src/lib/content/schema.ts';
import { decodeCursor, listActiveEbooks, listActiveReviews, listPublishedArticles, publishedArticlesByIds } from '../../content/queries.ts';
import { publicSettings } from '../../content/settings.ts';
import type { Database } from '../../db/schema.ts';
import type { Env } from '../../env.ts';

const PAGE = 1000;
const DAY_MS = 86_400_000;

/** Every published article, read in full (what `npm run build` and a first build need). */
export async function loadSiteContent(db: Kysely<Database>, env: Env): Promise<SiteContent> {
  const articles: PublishedArticle[] = [];
  let after = null;
  for (;;) {
    const page = await listPublishedArticles(db, { limit: PAGE, after, priceMaxAgeDays: env.PRICE_MAX_AGE_DAYS });
    articles.push(...page.articles);
    if (!page.next) break;
    after = decodeCursor(page.next);
  }
  const [reviews, ebooks, settings] = await Promise.all([listActiveReviews(db), listActiveEbooks(db), publicSettings(db, env)]);
  return { articles, reviews, ebooks, settings };
}

interface Known {
  seq: string;
  group: string | null;
  article: PublishedArticle;
  /** When a price it shows becomes too old to show (ms since the epoch), or Infinity. */
  staleAt: number;
}

function staleAt(article: PublishedArticle, maxAgeDays: number): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const product of article.related_products) {
    if (product.preco_verificado_em) earliest = Math.min(earliest, Date.parse(product.preco_verificado_em) + maxAgeDays * DAY_MS);
  }
  return earliest;
}

export class ContentSnapshot {
  private known = new Map<string, Known>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly env: Env,
  ) {}

  /** Forgets what it read: the next load reads every article. */
  reset(): void {
    this.known.clear();
  }

  /** The published content now, reading in full only what changed since the last load. */
  async load(): Promise<{ content: SiteContent; read: number }> {
    const { db, env } = this;
    const now = Date.now();
    const current = await db
      .selectFrom('articles')
      .select(['id', 'grupo_traducao', sql<string>`change_seq::text`.as('seq')])
      .where('status', '=', 'publicado')
      .orderBy('data_publicacao', 'desc')
      .orderBy('id', 'desc')
      .execute();

    const present = new Set(current.map((row) => row.id));
    const touchedGroups = new Set<string>();
    const toRead = new Set<string>();
    for (const row of current) {
      const known = this.known.get(row.id);
      if (known && known.seq === row.seq && known.group === row.grupo_traducao && known.staleAt > now) continue;
      toRead.add(row.id);
      if (row.grupo_traducao) touchedGroups.add(row.grupo_traducao);
      if (known?.group) touchedGroups.add(known.group);
    }
    for (const [id, known] of this.known) {
      if (present.has(id)) continue;
      this.known.delete(id);
      if (known.group) touchedGroups.add(known.group);
    }
    if (touchedGroups.size) for (const row of current) if (row.grupo_traducao && touchedGroups.has(row.grupo_traducao)) toRead.add(row.id);

    const seqs = new Map(current.map((row) => [row.id, row]));
    for (const article of await publishedArticlesByIds(db, [...toRead], env.PRICE_MAX_AGE_DAYS)) {
      const row = seqs.get(article.id)!;
      this.known.set(article.id, { seq: row.seq, group: row.grupo_traducao, article, staleAt: staleAt(article, env.PRICE_MAX_AGE_DAYS) });
    }
    // In the content API's order (newest first), skipping an article unpublished between the two reads.
    const articles = current.flatMap((row) => {
      const known = this.known.get(row.id);
      return known ? [known.article] : [];
    });
    const [reviews, ebooks, settings] = await Promise.all([listActiveReviews(db), listActiveEbooks(db), publicSettings(db, env)]);
    return { content: { articles, reviews, ebooks, settings }, read: toRead.size };
  }
}

/**
 * `content` with `article` in it as if published (a draft preview): in the content API's order
 * (newest first), replacing the article itself and any article at its address.
 */
export function withArticle(content: SiteContent, article: PublishedArticle): SiteContent {
  const others = content.articles.filter(
    (other) => other.id !== article.id && !(other.idioma === article.idioma && other.slug === article.slug),
  );
  const newer = (other: PublishedArticle) =>
    other.data_publicacao > article.data_publicacao || (other.data_publicacao === article.data_publicacao && other.id > article.id);
  const at = others.findIndex((other) => !newer(other));
  const articles = at === -1 ? [...others, article] : [...others.slice(0, at), article, ...others.slice(at)];
  return { ...content, articles };
}
