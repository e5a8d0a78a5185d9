/**
 * State the browser tests need that no API can make: run once before the e2e server starts
 * (playwright.config.ts), on its fresh data folder, while no server holds it. It seeds the
 * sample content as a first start would, then adds a draft article (drafts never reach the
 * public pages the site tests count) whose product's price was last checked 90 days ago, so
 * the back office has a real stale price to flag.
 */
import { openStorage } from '../../functions/boot.ts';
import { loadEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';

export const STALE_PRICE_ARTICLE = 'Rascunho com preço antigo';
export const STALE_PRICE_PRODUCT = 'Chaleira elétrica com preço antigo';
const DAY_MS = 86_400_000;

export async function prepareE2eState(): Promise<void> {
  const env = loadEnv();
  const storage = await openStorage(env, createLogger('warn'));
  try {
    const { db } = storage.handle;
    const article = await db
      .insertInto('articles')
      .values({
        slug: 'rascunho-com-preco-antigo',
        titulo: STALE_PRICE_ARTICLE,
        meta_descricao: 'Um rascunho dos testes do navegador, com um preço verificado há 90 dias.',
        categoria: 'consumo',
        conteudo_html: '<p>Rascunho de teste.</p>',
        autor: null,
        tempo_leitura: null,
        imagem_destaque_url: null,
        audio_url: null,
        video_titulo: null,
        video_descricao: null,
        video_url: null,
        video_link_externo: null,
        status: 'rascunho',
        idioma: 'pt',
        data_publicacao: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('related_products')
      .values({
        article_id: article.id,
        nome: STALE_PRICE_PRODUCT,
        descricao: 'Produto de teste.',
        preco: 189.9,
        url_afiliado: 'https://loja.example/chaleira',
        imagem_url: null,
        preco_verificado_em: new Date(Date.now() - 90 * DAY_MS),
      })
      .execute();
  } finally {
    await storage.close();
  }
}

if (import.meta.main) await prepareE2eState();
