/**
 * The draft that "Criar tradução" saves: the original in the other language. With a model,
 * its texts are machine-translated (title within 60, meta description within 160, the HTML
 * sanitized with its structure, links and media kept, products' names and descriptions) and
 * labelled 'automatica'. Without one, or when asked not to use it, the draft holds the
 * original text, labelled 'aguardando'. Media, category, prices and links are copied as they are.
 */
import { otherLocale } from '../../src/i18n/locales.ts';
import { fitText } from '../ai/offline/article-outline.ts';
import type { AiProvider, ArticleTranslation } from '../ai/provider.ts';
import type { Logger } from '../lib/logger.ts';
import { articleError } from './errors.ts';
import type { AdminArticle, AdminProduct } from './store.ts';
import type { TranslationState } from './rules.ts';
import { hasContent } from '../../src/lib/contracts/article-content.ts';
import type { ArticleInput } from '../../src/lib/contracts/article.ts';
import { keepLinksAndMedia } from './translated-html.ts';

export interface TranslationDraft {
  input: ArticleInput;
  estado: TranslationState;
}

type Source = AdminArticle & { products: AdminProduct[] };

/** The original, as a draft in the other language: what an offline translation starts from. */
function copyOf(source: Source): ArticleInput {
  return {
    titulo: source.titulo,
    categoria: source.categoria,
    meta_descricao: source.meta_descricao,
    conteudo_html: source.conteudo_html,
    autor: source.autor,
    tempo_leitura: source.tempo_leitura,
    imagem_destaque_url: source.imagem_destaque_url,
    audio_url: source.audio_url,
    video_titulo: source.video_titulo,
    video_descricao: source.video_descricao,
    video_url: source.video_url,
    video_link_externo: source.video_link_externo,
    status: 'rascunho',
    idioma: otherLocale(source.idioma),
    products: source.products.map((product) => ({
      name: product.nome,
      description: product.descricao,
      price: product.preco,
      affiliate_link: product.url_afiliado,
      image_url: product.imagem_url,
    })),
  };
}

const plain = (text: string, max: number) => fitText(text.replace(/<[^>]*>/g, ' '), max);

/** The model's answer made safe and within limits, or null when it cannot be used. */
function applyTranslation(draft: ArticleInput, source: Source, translation: ArticleTranslation): ArticleInput | null {
  const conteudo_html = keepLinksAndMedia(source.conteudo_html, translation.conteudo_html);
  const titulo = plain(translation.titulo, 60);
  const meta_descricao = plain(translation.meta_descricao, 160);
  if (!conteudo_html || !hasContent(conteudo_html) || !titulo || !meta_descricao) return null;
  if (translation.products.length !== draft.products.length) return null;
  const optional = (text: string | null, max: number) => (text === null ? null : plain(text, max) || null);
  return {
    ...draft,
    titulo,
    meta_descricao,
    conteudo_html,
    video_titulo: optional(translation.video_titulo, 200),
    video_descricao: optional(translation.video_descricao, 2000),
    products: draft.products.map((product, index) => ({
      ...product,
      name: plain(translation.products[index]!.nome, 200) || product.name,
      description: plain(translation.products[index]!.descricao, 2000) || product.description,
    })),
  };
}

export async function translationDraft(
  { ai, logger }: { ai: AiProvider; logger: Logger },
  source: Source,
  useModel: boolean,
): Promise<TranslationDraft> {
  const draft = copyOf(source);
  if (!useModel || !ai.translateArticle) return { input: draft, estado: 'aguardando' };
  let translation: ArticleTranslation;
  try {
    translation = await ai.translateArticle({
      from: source.idioma,
      to: otherLocale(source.idioma),
      titulo: source.titulo,
      meta_descricao: source.meta_descricao,
      conteudo_html: source.conteudo_html,
      video_titulo: source.video_titulo,
      video_descricao: source.video_descricao,
      products: source.products.map(({ nome, descricao }) => ({ nome, descricao })),
    });
  } catch (error) {
    logger.warn('article translation failed', { error });
    throw articleError('ai_unavailable');
  }
  const translated = applyTranslation(draft, source, translation);
  if (!translated) {
    logger.warn('article translation unusable', { articleId: source.id });
    throw articleError('ai_translation_invalid');
  }
  return { input: translated, estado: 'automatica' };
}
