/**
 * The public articles list of a locale: published only, its own language's articles first and
 * then those written only in the other language (docs/decisions/013), newest first within
 * each, by category and text, a page at a time.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { CategoryKey } from '../../../src/lib/categories.ts';
import { readingMinutes } from '../../../src/lib/reading-time.ts';
import type { Database } from '../../db/schema.ts';
import { responsiveImagesOf } from '../../content/images.ts';
import type { ResponsiveImage } from '../../../src/lib/content/schema.ts';
import type { ArticleCardData } from '../../../src/lib/contracts/article-list.ts';
import { listSearchCondition } from './search-query.ts';

/** A card as the list reads it (the shared contract), with the author and, always, the image's copies. */
export interface ArticleCard extends ArticleCardData {
  autor: string | null;
  /** An uploaded featured image's size and copies, for srcset (docs/decisions/026). */
  imagem_destaque: ResponsiveImage | null;
}

export interface ArticleListQuery {
  locale: Locale;
  search: string;
  categoria: CategoryKey | null;
  offset: number;
  limit: number;
}

export async function listArticleCards(db: Kysely<Database>, query: ArticleListQuery): Promise<{ articles: ArticleCard[]; total: number }> {
  let base = db.selectFrom('articles').where('status', '=', 'publicado');
  if (query.categoria) base = base.where('categoria', '=', query.categoria);
  const search = query.search.trim();
  if (search) base = base.where(listSearchCondition(search));
  const own = base.where('idioma', '=', query.locale);
  const other = base.where('idioma', '<>', query.locale).where(untranslatedInto(query.locale));
  // Both parts counted in one pass; each page then reads its part newest first along the
  // (idioma, data_publicacao) index, so no page sorts every match.
  const counts = await base
    .select([
      sql<string>`count(*) FILTER (WHERE idioma = ${query.locale})`.as('own'),
      sql<string>`count(*) FILTER (WHERE idioma <> ${query.locale} AND ${untranslatedInto(query.locale)})`.as('other'),
    ])
    .executeTakeFirstOrThrow();
  const ownTotal = Number(counts.own);
  const total = ownTotal + Number(counts.other);
  const page = (part: typeof base, offset: number, limit: number) =>
    part
      .select([
        'id',
        'slug',
        'idioma',
        'titulo',
        'meta_descricao',
        'categoria',
        'autor',
        'imagem_destaque_url',
        'tempo_leitura',
        'data_publicacao',
      ])
      .orderBy('data_publicacao', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  const ownRows = query.offset < ownTotal ? await page(own, query.offset, query.limit) : [];
  const missing = query.limit - ownRows.length;
  const otherRows =
    missing > 0 && query.offset + ownRows.length < total ? await page(other, Math.max(0, query.offset - ownTotal), missing) : [];
  const rows = [...ownRows, ...otherRows];
  const [minutes, images] = await Promise.all([
    computedReadingMinutes(
      db,
      rows.filter((row) => row.tempo_leitura === null).map((row) => row.id),
    ),
    responsiveImagesOf(
      db,
      rows.map((row) => row.imagem_destaque_url),
    ),
  ]);
  return {
    articles: rows.map((row) => ({
      ...row,
      imagem_destaque: (row.imagem_destaque_url && images.get(row.imagem_destaque_url)) || null,
      tempo_leitura: row.tempo_leitura ?? minutes.get(row.id) ?? 1,
      data_publicacao: (row.data_publicacao as Date).toISOString(),
    })),
    total,
  };
}

/** Cards show a reading time even when the editor left it empty, as the static cards do. */
async function computedReadingMinutes(db: Kysely<Database>, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('articles').select(['id', 'conteudo_html']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, Math.max(1, readingMinutes(row.conteudo_html))]));
}

/** An article of the other language without a published translation into `locale`. */
function untranslatedInto(locale: Locale) {
  return sql<SqlBool>`NOT EXISTS (
    SELECT 1 FROM articles AS translation
    WHERE translation.grupo_traducao = articles.grupo_traducao
      AND translation.idioma = ${locale}
      AND translation.status = 'publicado')`;
}
