/**
 * The article form's values and the rules between them and the API: empty values, an
 * article read back into the form, required fields, price and reading-time parsing, product
 * rows, and the video source rule (a file or an external link, never both). Pure functions,
 * unit-tested in tests/unit/admin-article-form.test.ts.
 */
import { CATEGORY_KEYS } from '../../../../lib/categories.ts';
import { hasContent } from '../../../../lib/contracts/article-content.ts';
import type { ContentLanguage } from '../../../lib/languages.ts';
import type { Article, ArticleInput, ArticleStatus, CategoryKey, TranslationState } from '../api/article-schemas.ts';
import { fromPickerValue, toPickerValue } from './schedule-time.ts';

export interface ProductRow {
  /** A stable React key; not sent. */
  key: string;
  /**
   * The saved product's id (its tracked link /go/{id}), sent back so that the row keeps its
   * destinations per marketplace when its link changes; absent until the article is saved.
   */
  id?: string;
  name: string;
  /** As typed: only digits and dot are kept. */
  price: string;
  description: string;
  affiliate_link: string;
  image_url: string;
}

export interface ArticleFormValues {
  idioma: ContentLanguage;
  /** The label of an unreviewed translation draft; null once reviewed (or never a draft). */
  estado_traducao: TranslationState | null;
  titulo: string;
  categoria: CategoryKey | '';
  meta_descricao: string;
  conteudo_html: string;
  autor: string;
  tempo_leitura: string;
  imagem_destaque_url: string;
  imagem_social_url: string;
  audio_url: string;
  video_titulo: string;
  video_descricao: string;
  video_url: string;
  video_link_externo: string;
  /** When a schedule publishes it: the date-time picker's value, in the editor's time zone. */
  agendar_para: string;
  /**
   * A slug an editor typed for an article already published (its old URLs then redirect to
   * the new one); empty keeps the stored slug. Drafts' slugs follow their titles.
   */
  slug: string;
  products: ProductRow[];
}

export const META_RECOMMENDED = { min: 150, max: 160 } as const;

let rowCounter = 0;
export function newProductRow(values: Partial<Omit<ProductRow, 'key'>> = {}): ProductRow {
  rowCounter += 1;
  return {
    key: `p${Date.now().toString(36)}${rowCounter}`,
    name: '',
    price: '',
    description: '',
    affiliate_link: '',
    image_url: '',
    ...values,
  };
}

/** The back office writes in Portuguese first; the editor picks English on the form. */
export const DEFAULT_ARTICLE_LANGUAGE: ContentLanguage = 'pt';

export function emptyArticleForm(): ArticleFormValues {
  return {
    idioma: DEFAULT_ARTICLE_LANGUAGE,
    estado_traducao: null,
    titulo: '',
    categoria: '',
    meta_descricao: '',
    conteudo_html: '',
    autor: '',
    tempo_leitura: '',
    imagem_destaque_url: '',
    imagem_social_url: '',
    audio_url: '',
    video_titulo: '',
    video_descricao: '',
    video_url: '',
    video_link_externo: '',
    agendar_para: '',
    slug: '',
    products: [],
  };
}

export function isCategory(value: string): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value);
}

export function formFromArticle(article: Article): ArticleFormValues {
  return {
    idioma: article.idioma,
    estado_traducao: article.estado_traducao,
    titulo: article.titulo,
    categoria: isCategory(article.categoria) ? article.categoria : '',
    meta_descricao: article.meta_descricao,
    conteudo_html: article.conteudo_html,
    autor: article.autor ?? '',
    tempo_leitura: article.tempo_leitura === null ? '' : String(article.tempo_leitura),
    imagem_destaque_url: article.imagem_destaque_url ?? '',
    imagem_social_url: article.imagem_social_url ?? '',
    audio_url: article.audio_url ?? '',
    video_titulo: article.video_titulo ?? '',
    video_descricao: article.video_descricao ?? '',
    video_url: article.video_url ?? '',
    video_link_externo: article.video_link_externo ?? '',
    agendar_para: article.status === 'agendado' && article.data_publicacao ? toPickerValue(article.data_publicacao) : '',
    slug: '',
    products: article.products.map((product) =>
      newProductRow({
        id: product.id,
        name: product.nome,
        description: product.descricao,
        price: product.preco === null ? '' : String(product.preco),
        affiliate_link: product.url_afiliado,
        image_url: product.imagem_url ?? '',
      }),
    ),
  };
}

export type RequiredField = 'titulo' | 'categoria' | 'meta_descricao' | 'conteudo_html';

export function missingRequired(values: ArticleFormValues): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!values.titulo.trim()) missing.push('titulo');
  if (!values.categoria) missing.push('categoria');
  if (!values.meta_descricao.trim()) missing.push('meta_descricao');
  if (!hasContent(values.conteudo_html)) missing.push('conteudo_html');
  return missing;
}

/** Price as typed: only digits and dots stay. */
export function cleanPriceText(text: string): string {
  return text.replace(/[^\d.]/g, '');
}

/** The price to send: a number, or null when empty or not a number. */
export function parsePrice(text: string): number | null {
  const cleaned = cleanPriceText(text);
  if (!cleaned) return null;
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Reading time in whole minutes, or null when empty. */
export function parseReadingTime(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  const value = Number.parseInt(digits, 10);
  return value > 0 ? value : null;
}

/** Rows the server would keep: name, description and affiliate link all present. */
export function isCompleteProduct(row: Pick<ProductRow, 'name' | 'description' | 'affiliate_link'>): boolean {
  return Boolean(row.name.trim() && row.description.trim() && row.affiliate_link.trim());
}

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** The API's write shape from the form (uploads already resolved into the URL fields). */
export function toArticleInput(values: ArticleFormValues, status: ArticleStatus): ArticleInput {
  if (!isCategory(values.categoria)) throw new Error('categoria is required');
  return {
    titulo: values.titulo.trim(),
    categoria: values.categoria,
    meta_descricao: values.meta_descricao.trim(),
    conteudo_html: values.conteudo_html,
    autor: blankToNull(values.autor),
    tempo_leitura: parseReadingTime(values.tempo_leitura),
    imagem_destaque_url: blankToNull(values.imagem_destaque_url),
    imagem_social_url: blankToNull(values.imagem_social_url),
    audio_url: blankToNull(values.audio_url),
    video_titulo: blankToNull(values.video_titulo),
    video_descricao: blankToNull(values.video_descricao),
    video_url: blankToNull(values.video_url),
    // The server refuses both at once; a file wins, as on screen.
    video_link_externo: values.video_url.trim() ? null : blankToNull(values.video_link_externo),
    status,
    ...(status === 'agendado' ? { data_publicacao: fromPickerValue(values.agendar_para) ?? values.agendar_para } : {}),
    idioma: values.idioma,
    // A draft kept by an older version of the form has no slug.
    ...((values.slug ?? '').trim() ? { slug: values.slug.trim() } : {}),
    // Only a cleared label is sent: the server keeps a label the editor has not cleared.
    ...(values.estado_traducao === null ? { estado_traducao: null } : {}),
    products: values.products.filter(isCompleteProduct).map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      name: row.name.trim(),
      description: row.description.trim(),
      price: parsePrice(row.price),
      affiliate_link: row.affiliate_link.trim(),
      image_url: blankToNull(row.image_url),
    })),
  };
}

/** An http(s) address, as links in the content and affiliate links must be. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Publishing waits for the required fields and for a translation draft to be reviewed. */
export function canPublish(values: ArticleFormValues): boolean {
  return missingRequired(values).length === 0 && values.estado_traducao === null;
}

/** Whether two forms hold the same article (row keys aside): decides if a draft is worth keeping. */
export function sameForm(a: ArticleFormValues, b: ArticleFormValues): boolean {
  const strip = (values: ArticleFormValues) => ({ ...values, products: values.products.map(({ key: _key, ...row }) => row) });
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}
