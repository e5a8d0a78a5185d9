/** Rows for tests, inserted through the same Kysely types the app uses. */
import type { Kysely } from 'kysely';
import type { Database, NewArticle } from '../../functions/db/schema.ts';

let counter = 0;

export async function insertArticle(db: Kysely<Database>, overrides: Partial<NewArticle> = {}) {
  counter++;
  const status = overrides.status ?? 'publicado';
  return db
    .insertInto('articles')
    .values({
      slug: `test-article-${counter}`,
      titulo: `Test article ${counter}`,
      meta_descricao: `A test article number ${counter}.`,
      categoria: 'saude',
      conteudo_html: `<p>Body of article ${counter}.</p>`,
      autor: null,
      tempo_leitura: null,
      imagem_destaque_url: null,
      audio_url: null,
      video_titulo: null,
      video_descricao: null,
      video_url: null,
      video_link_externo: null,
      data_publicacao: status === 'publicado' ? new Date(Date.UTC(2026, 0, 1) + counter * 60_000) : null,
      ...overrides,
      status,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
