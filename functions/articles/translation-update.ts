/**
 * "Update translation" (issue 30): the plan of block-alignment.ts for an out-of-date
 * translation, and its changed parts translated by the model, checked and sanitized as a new
 * translation draft's are (translation-draft.ts). Offline, or when asked, the parts are listed
 * for a person instead, labelled as waiting.
 */
import type { Locale } from '../../src/i18n/locales.ts';
import { fitText } from '../ai/offline/article-outline.ts';
import type { AiProvider } from '../ai/provider.ts';
import type { TranslationBase } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { alignTranslation, type AlignmentPlan, type ChangedPart } from './block-alignment.ts';
import { articleError } from './errors.ts';
import type { AdminArticle, AdminProduct } from './store.ts';
import { keepLinksAndMedia } from './translated-html.ts';

type BaseProduct = TranslationBase['products'][number];

/** Why an article cannot be updated from its original, or null when it can. */
export function updateRefusal(article: Pick<AdminArticle, 'traducao_de' | 'traducao_desatualizada'>) {
  if (!article.traducao_de) return 'not_a_translation' as const;
  if (!article.traducao_desatualizada) return 'translation_up_to_date' as const;
  return null;
}

/** The plan to bring `translation` from `base` up to the original's fields `now`; refused when the blocks no longer align. */
export function updatePlan(
  base: TranslationBase,
  now: TranslationBase,
  translation: AdminArticle & { products: AdminProduct[] },
): AlignmentPlan<BaseProduct> {
  const plan = alignTranslation(base, now, {
    titulo: translation.titulo,
    meta_descricao: translation.meta_descricao,
    conteudo_html: translation.conteudo_html,
    products: translation.products.map((product) => ({ name: product.nome, description: product.descricao })),
  });
  if (typeof plan === 'string') throw articleError('translation_not_aligned');
  return plan;
}

/** A changed part as the API lists it (a person translates it offline). */
export function partForPeople(part: ChangedPart) {
  const campo = part.field === 'product_name' ? 'produto_nome' : part.field === 'product_description' ? 'produto_descricao' : part.field;
  return { campo, indice: 'index' in part ? part.index : null, texto: part.text };
}

const plain = (text: string, max: number) => fitText(text.replace(/<[^>]*>/g, ' '), max);

/** Each part's translation made safe and within limits (a new draft's: title 60, meta description 160), or null. */
function usablePart(part: ChangedPart, answer: string): string | null {
  switch (part.field) {
    case 'titulo':
      return plain(answer, 60) || null;
    case 'meta_descricao':
      return plain(answer, 160) || null;
    case 'product_name':
      return plain(answer, 200) || null;
    case 'product_description':
      return plain(answer, 2000) || null;
    case 'conteudo_html':
      return keepLinksAndMedia(part.text, answer);
  }
}

/**
 * The model's translation of every changed part, in order. A failing model is ai_unavailable;
 * an answer with more or fewer parts than sent is ai_translation_blocks; a part that lost its
 * structure, links or media is ai_translation_invalid. Nothing is saved in any of these cases.
 */
export async function translateParts(
  { ai, logger }: { ai: AiProvider; logger: Logger },
  languages: { from: Locale; to: Locale },
  plan: AlignmentPlan<BaseProduct>,
): Promise<string[]> {
  if (!plan.changed.length) return [];
  let answer: string[];
  try {
    answer = await ai.translateBlocks!({ ...languages, blocks: plan.changed.map((part) => part.text) });
  } catch (error) {
    logger.warn('translation update failed', { error });
    throw articleError('ai_unavailable');
  }
  if (answer.length !== plan.changed.length) {
    logger.warn('translation update refused: the model answered a different number of blocks', {
      sent: plan.changed.length,
      answered: answer.length,
    });
    throw articleError('ai_translation_blocks');
  }
  const parts = plan.changed.map((part, index) => usablePart(part, answer[index]!));
  if (parts.some((part) => part === null)) throw articleError('ai_translation_invalid');
  return parts as string[];
}
