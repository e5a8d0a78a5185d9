/**
 * The public articles list of a locale: published only, its own language's articles first and
 * then those written only in the other language (docs/decisions/013), newest first within
 * each, by category and text, a page at a time.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Locale } from '../../src/i18n/locales.ts';
import type { CategoryKey } from '../../src/lib/categories.ts';
import { readingMinutes } from '../../src/lib/reading-time.ts';
import type { Database } from '../db/schema.ts';
import { listSearchCondition } from './search-query.ts';

export interface ArticleCard {
  id: string;
  slug: string;
  idioma: Locale;
  titulo: string;
  meta_descricao: string;
  categoria: CategoryKey;
  autor: string | null;
  imagem_destaque_url: string | null;
  tempo_leitura: number | null;
  data_publicacao: string;
}

export interface ArticleListQuery {
  locale: Locale;
  search: string;
  categoria: CategoryKey | null;
  offset: number;
  limit: number;
}

export async function listArticleCards(db: Kysely<Database>, query: ArticleListQuery): Promise<{ articles: ArticleCard[]; total: number }> {
  let base = db
    .selectFrom('articles')
    .where('status', '=', 'publicado')
    .where(listedIn(query.locale));
  if (query.categoria) base = base.where('categoria', '=', query.categoria);
  const search = query.search.trim();
  if (search) base = base.where(listSearchCondition(search));
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'slug', 'idioma', 'titulo', 'meta_descricao', 'categoria', 'autor', 'imagem_destaque_url', 'tempo_leitura', 'data_publicacao', 'conteudo_html'])
      .orderBy(sql`idioma = ${query.locale}`, 'desc')
      .orderBy('data_publicacao', 'desc')
      .orderBy('id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    // Cards show a reading time even when the editor left it empty, as the static cards do.
    articles: rows.map(({ conteudo_html, ...row }) => ({
      ...row,
      tempo_leitura: row.tempo_leitura ?? Math.max(1, readingMinutes(conteudo_html)),
      data_publicacao: (row.data_publicacao as Date).toISOString(),
    })),
    total: Number(count.total),
  };
}

/** The locale's own language, or the other one when no published translation exists in this one. */
function listedIn(locale: Locale) {
  return sql<SqlBool>`(articles.idioma = ${locale} OR NOT EXISTS (
    SELECT 1 FROM articles AS translation
    WHERE translation.grupo_traducao = articles.grupo_traducao
      AND translation.idioma = ${locale}
      AND translation.status = 'publicado'))`;
}
