/** The public articles list: published only, newest first, by category and text, a page at a time. */
import { sql, type Kysely } from 'kysely';
import type { CategoryKey } from '../../src/lib/categories.ts';
import { readingMinutes } from '../../src/lib/reading-time.ts';
import type { Database } from '../db/schema.ts';

export interface ArticleCard {
  id: string;
  slug: string;
  titulo: string;
  meta_descricao: string;
  categoria: CategoryKey;
  autor: string | null;
  imagem_destaque_url: string | null;
  tempo_leitura: number | null;
  data_publicacao: string;
}

export interface ArticleListQuery {
  search: string;
  categoria: CategoryKey | null;
  offset: number;
  limit: number;
}

/**
 * Text for a LIKE pattern over articles.search_text (migration 004): lowercase, accents
 * removed, line breaks folded to spaces (the stored text separates title and description
 * with one), wildcards escaped.
 */
export function likePattern(search: string): string {
  const folded = search.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ');
  return `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function listArticleCards(db: Kysely<Database>, query: ArticleListQuery): Promise<{ articles: ArticleCard[]; total: number }> {
  let base = db.selectFrom('articles').where('status', '=', 'publicado');
  if (query.categoria) base = base.where('categoria', '=', query.categoria);
  const search = query.search.trim();
  if (search) {
    const pattern = likePattern(search);
    base = base.where(sql<boolean>`search_text LIKE ${pattern}`);
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'slug', 'titulo', 'meta_descricao', 'categoria', 'autor', 'imagem_destaque_url', 'tempo_leitura', 'data_publicacao', 'conteudo_html'])
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
