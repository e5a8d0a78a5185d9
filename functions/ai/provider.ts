/**
 * The one interface every AI feature uses. Two implementations: an OpenAI-compatible
 * provider (AI_BASE_URL, AI_API_KEY, AI_MODEL) and an offline provider that does honest,
 * deterministic work without a model and says so where a person would want to know.
 */
import type { CategoryKey } from '../../src/lib/categories.ts';
import type { Locale } from '../lib/locale.ts';

import type { HoroscopeReading, ZodiacSign } from '../../src/lib/horoscope.ts';

export { ZODIAC_SIGNS } from '../../src/lib/horoscope.ts';
export type { HoroscopeReading, ZodiacSign };

export interface HoroscopeRequest {
  sign: ZodiacSign;
  /** The calendar day of the reading, YYYY-MM-DD. */
  day: string;
  locale: Locale;
}

export interface AssistantArticle {
  id: string;
  slug: string;
  titulo: string;
  categoria: CategoryKey;
  meta_descricao: string;
}

export interface AssistantRequest {
  message: string;
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  /** Published articles found for the message, best first. */
  articles: AssistantArticle[];
  locale: Locale;
}

export interface ArticleDraftRequest {
  nicho: CategoryKey;
  tema: string;
  locale: Locale;
}

/** The AI writer's result: title (at most 60), meta description (at most 160), HTML body. */
export interface ArticleDraft {
  titulo: string;
  meta_descricao: string;
  conteudo_html: string;
}

export interface CoachRequest {
  message: string;
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  locale: Locale;
}

export interface AssessmentRequest {
  /** Ten answers, 1 to 5, in the order of src/lib/assessment.ts. */
  answers: number[];
  locale: Locale;
}

/**
 * An article to translate: the texts a reader sees, and nothing else (links, media and prices
 * are the caller's to keep). `conteudo_html` is stored, sanitized HTML.
 */
export interface ArticleTranslationRequest {
  from: Locale;
  to: Locale;
  titulo: string;
  meta_descricao: string;
  conteudo_html: string;
  video_titulo: string | null;
  video_descricao: string | null;
  products: Array<{ nome: string; descricao: string }>;
}

/** The same texts in `to`, products in the same order. Untrusted: the caller sanitizes and fits them. */
export type ArticleTranslation = Omit<ArticleTranslationRequest, 'from' | 'to'>;

export type AiSource = 'model' | 'offline';

export interface AiProvider {
  readonly source: AiSource;
  horoscope(request: HoroscopeRequest): Promise<HoroscopeReading>;
  assistantReply(request: AssistantRequest): Promise<string>;
  articleDraft(request: ArticleDraftRequest): Promise<ArticleDraft>;
  coachReply(request: CoachRequest): Promise<string>;
  assessmentAnalysis(request: AssessmentRequest): Promise<string>;
  /**
   * Only a model translates: the offline provider leaves this out, and a translation made
   * without it keeps the original text, labelled as awaiting translation.
   */
  translateArticle?(request: ArticleTranslationRequest): Promise<ArticleTranslation>;
  /**
   * The parts of an article its original changed ("Update translation", issue 30): each block
   * (HTML or plain text) translated, in order. Untrusted: the caller checks that one came back
   * for each, and sanitizes them. Only a model translates; offline, the parts are listed for a person.
   */
  translateBlocks?(request: BlocksTranslationRequest): Promise<string[]>;
}

export interface BlocksTranslationRequest {
  from: Locale;
  to: Locale;
  blocks: string[];
}

export class AiProviderError extends Error {
  override name = 'AiProviderError';
}
