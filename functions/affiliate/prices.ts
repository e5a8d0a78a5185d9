/**
 * Prices for editors: the ones too old to be shown (flagged in the back office), confirming
 * one, and the articles whose shown price has gone stale since a given time (their pages
 * must be rebuilt without it).
 */
import type { ArticleStatus } from '../../src/lib/contracts/article-status.ts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { freshSince } from './price-freshness.ts';

export interface StalePrice {
  id: string;
  nome: string;
  preco: number;
  preco_verificado_em: Date;
  url_afiliado: string;
  article_id: string;
  titulo: string;
  idioma: 'en' | 'pt';
  status: ArticleStatus;
}

export async function stalePrices(db: Kysely<Database>, maxAgeDays: number, now = new Date()): Promise<StalePrice[]> {
  const rows = await db
    .selectFrom('related_products as p')
    .innerJoin('articles as a', 'a.id', 'p.article_id')
    .select([
      'p.id',
      'p.nome',
      sql<number>`p.preco::float8`.as('preco'),
      'p.preco_verificado_em',
      'p.url_afiliado',
      'a.id as article_id',
      'a.titulo',
      'a.idioma',
      'a.status',
    ])
    .where('p.preco', 'is not', null)
    .where('p.preco_verificado_em', '<', freshSince(maxAgeDays, now))
    .orderBy('p.preco_verificado_em', 'asc')
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...row, preco: Number(row.preco) }));
}

/** Dates a product's price now; undefined when there is no such product or it has no price. */
export async function confirmPrice(db: Kysely<Database>, id: string, now = new Date()) {
  return db
    .updateTable('related_products')
    .set({ preco_verificado_em: now })
    .where('id', '=', id)
    .where('preco', 'is not', null)
    .returning(['id', 'article_id', 'preco_verificado_em'])
    .executeTakeFirst();
}

/** Published articles with a price that turned stale in (since, now]. */
export async function articlesWithPricesExpiredBetween(db: Kysely<Database>, since: Date, now: Date, maxAgeDays: number) {
  return db
    .selectFrom('articles as a')
    .select(['a.id', 'a.slug', 'a.titulo', 'a.categoria', 'a.status', 'a.idioma'])
    .where('a.status', '=', 'publicado')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('related_products as p')
          .select('p.id')
          .whereRef('p.article_id', '=', 'a.id')
          .where('p.preco', 'is not', null)
          .where('p.preco_verificado_em', '>=', freshSince(maxAgeDays, since))
          .where('p.preco_verificado_em', '<', freshSince(maxAgeDays, now)),
      ),
    )
    .execute();
}
