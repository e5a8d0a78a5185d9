/**
 * A client for any endpoint speaking the chat-completions protocol (POST
 * {AI_BASE_URL}/chat/completions), with a timeout, and the provider built on it.
 */
import { z } from 'zod';
import type { Logger } from '../lib/logger.ts';
import { htmlChunks } from './html-chunks.ts';
import { fitText } from './offline/article-outline.ts';
import {
  AiProviderError,
  type AiProvider,
  type ArticleDraft,
  type ArticleDraftRequest,
  type ArticleTranslation,
  type ArticleTranslationRequest,
  type BlocksTranslationRequest,
  type AssessmentRequest,
  type AssistantRequest,
  type CoachRequest,
  type HoroscopeReading,
  type HoroscopeRequest,
} from './provider.ts';
import { ASSESSMENT_QUESTIONS, assessmentPercent } from '../../src/lib/assessment.ts';
import { CATEGORY_LABELS } from '../../src/lib/categories.ts';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  logger: Logger;
  fetch?: typeof fetch;
}

type Message = { role: 'system' | 'user' | 'assistant'; content: string };

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class ChatCompletionsClient {
  constructor(private readonly options: OpenAiCompatibleOptions) {}

  async complete(messages: Message[], settings: { maxTokens: number; temperature?: number; json?: boolean }): Promise<string> {
    const { baseUrl, apiKey, model, timeoutMs } = this.options;
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          messages,
          max_tokens: settings.maxTokens,
          temperature: settings.temperature ?? 0.7,
          ...(settings.json ? { response_format: { type: 'json_object' } } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : String((error as Error).message ?? error);
      throw new AiProviderError(`The AI provider could not be reached: ${reason}`);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new AiProviderError(`The AI provider answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    const parsed = completionSchema.safeParse(await response.json().catch(() => null));
    const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
    if (!content) throw new AiProviderError('The AI provider answered without any content.');
    return content;
  }

  /** Asks for a JSON object and validates it; a malformed answer is an AiProviderError. */
  async completeJson<T>(messages: Message[], schema: z.ZodType<T>, maxTokens: number, temperature = 0.8): Promise<T> {
    const content = await this.complete(messages, { maxTokens, json: true, temperature });
    const jsonText = content.replace(/^```(?:json)?\s*|\s*```$/g, '');
    let value: unknown;
    try {
      value = JSON.parse(jsonText);
    } catch {
      throw new AiProviderError('The AI provider did not answer with JSON.');
    }
    const result = schema.safeParse(value);
    if (!result.success) throw new AiProviderError(`The AI provider's answer had the wrong shape: ${result.error.issues[0]?.message}`);
    return result.data;
  }
}

const horoscopeSchema = z.object({
  description: z.string().min(20).max(1200),
  color: z.string().min(2).max(40),
  lucky_number: z.coerce.number().int().min(1).max(99),
  lucky_time: z.string().min(2).max(20),
  compatibility: z.string().min(2).max(40),
  mood: z.string().min(2).max(40),
});

const LANGUAGE = { en: 'English', pt: 'Brazilian Portuguese' } as const;

const articleDraftSchema = z.object({
  titulo: z.string().trim().min(3).max(200),
  meta_descricao: z.string().trim().min(20).max(400),
  conteudo_html: z.string().min(200).max(200_000),
});

const translatedFieldsSchema = z.object({
  titulo: z.string().trim().min(1),
  meta_descricao: z.string().trim().min(1),
  video_titulo: z.string().nullable().optional(),
  video_descricao: z.string().nullable().optional(),
  products: z.array(z.object({ nome: z.string(), descricao: z.string() })).default([]),
});

const translatedHtmlSchema = z.object({ html: z.string().min(1) });

const translatedBlocksSchema = z.object({ blocks: z.array(z.string()) });

/** An optional text: null stays null, and a text must come back translated. */
function translatedOrNull(original: string | null, translated: string | null | undefined): string | null {
  if (original === null) return null;
  if (!translated?.trim()) throw new AiProviderError('The AI provider left a video text out.');
  return translated;
}

/** About 2,000 tokens of text each way: within any model's answer, with room for markup. */
const TRANSLATION_CHUNK_CHARS = 6000;

export class OpenAiCompatibleProvider implements AiProvider {
  readonly source = 'model' as const;
  private readonly client: ChatCompletionsClient;

  constructor(
    options: OpenAiCompatibleOptions,
    private readonly dateRange: (request: HoroscopeRequest) => string,
  ) {
    this.client = new ChatCompletionsClient(options);
  }

  async horoscope(request: HoroscopeRequest): Promise<HoroscopeReading> {
    const reading = await this.client.completeJson(
      [
        {
          role: 'system',
          content:
            `You write short, warm, non-fatalistic daily horoscopes for a lifestyle site, in ${LANGUAGE[request.locale]}. ` +
            'Answer with a JSON object with the keys description (2-4 sentences), color, lucky_number (1-99), ' +
            'lucky_time (like "10 AM"), compatibility (a zodiac sign name) and mood (one or two words). No medical, legal or financial advice.',
        },
        { role: 'user', content: `Sign: ${request.sign}. Date: ${request.day}.` },
      ],
      horoscopeSchema,
      400,
    );
    return { ...reading, date_range: this.dateRange(request) };
  }

  async assistantReply(request: AssistantRequest): Promise<string> {
    const articles = request.articles
      .map((a, i) => `${i + 1}. "${a.titulo}" (${CATEGORY_LABELS[request.locale][a.categoria]}): ${a.meta_descricao}`)
      .join('\n');
    const messages: Message[] = [
      {
        role: 'system',
        content:
          `You are the friendly assistant of a content site about health, money, relationships, technology, personal development, shopping, careers and cooking. ` +
          `Answer in ${LANGUAGE[request.locale]}, in at most 120 words. Only recommend articles from this list, by title, and never invent facts, prices or links:\n` +
          (articles || '(no matching articles)'),
      },
      ...request.history.slice(-10),
      { role: 'user', content: request.message },
    ];
    return this.client.complete(messages, { maxTokens: 350, temperature: 0.5 });
  }

  async articleDraft(request: ArticleDraftRequest): Promise<ArticleDraft> {
    const draft = await this.client.completeJson(
      [
        {
          role: 'system',
          content:
            `You are an editor writing original, practical articles for a ${LANGUAGE[request.locale]}-language lifestyle site. ` +
            'Answer with a JSON object with keys titulo (at most 60 characters), meta_descricao (150 to 160 characters) and conteudo_html ' +
            '(the article body as HTML using only p, h2, h3, ul, ol, li, strong, em and blockquote; 1,500 to 2,500 words; no h1, no images, no links). ' +
            'Be specific and honest: no invented statistics, studies or quotes; no medical, legal or financial promises.',
        },
        { role: 'user', content: `Niche: ${CATEGORY_LABELS[request.locale][request.nicho]}. Theme: ${request.tema}` },
      ],
      articleDraftSchema,
      6000,
    );
    return { titulo: fitText(draft.titulo, 60), meta_descricao: fitText(draft.meta_descricao, 160), conteudo_html: draft.conteudo_html };
  }

  async coachReply(request: CoachRequest): Promise<string> {
    const messages: Message[] = [
      {
        role: 'system',
        content:
          `You are a warm, practical life coach on a wellbeing site. Answer in ${LANGUAGE[request.locale]}, in at most 150 words: ` +
          'reflect what the person said, ask one useful question, and suggest one small concrete step. ' +
          'You are not a therapist or a doctor: if someone mentions self-harm or a crisis, encourage them to contact local emergency services or a crisis line.',
      },
      ...request.history.slice(-10),
      { role: 'user', content: request.message },
    ];
    return this.client.complete(messages, { maxTokens: 400, temperature: 0.7 });
  }

  async assessmentAnalysis(request: AssessmentRequest): Promise<string> {
    const lines = ASSESSMENT_QUESTIONS.map((question, index) => `${question.text.en} → ${request.answers[index]}/5`).join('\n');
    return this.client.complete(
      [
        {
          role: 'system',
          content:
            `You analyse a short self-assessment for a life-coaching site. Answer in ${LANGUAGE[request.locale]}, in 6 to 10 short lines of plain text (no markdown): ` +
            `the overall picture (the score is ${assessmentPercent(request.answers)}%), the strongest and the weakest areas by name, and what to work on first with one concrete step.`,
        },
        { role: 'user', content: lines },
      ],
      { maxTokens: 600, temperature: 0.6 },
    );
  }

  /**
   * Translates the short texts in one request, then the HTML in parts (html-chunks.ts), each
   * asked to keep every tag and attribute. Answers are checked for shape here; the caller
   * sanitizes them and checks that links and media survived.
   */
  async translateArticle(request: ArticleTranslationRequest): Promise<ArticleTranslation> {
    const { from, to } = request;
    const role = `You translate articles of a lifestyle site from ${LANGUAGE[from]} to ${LANGUAGE[to]}: faithfully and naturally, adding and removing nothing.`;
    const fields = await this.client.completeJson(
      [
        {
          role: 'system',
          content:
            `${role} You get a JSON object; answer with a JSON object with the same keys, every text translated: ` +
            'titulo (at most 60 characters), meta_descricao (at most 160 characters), video_titulo, video_descricao (null stays null) ' +
            'and products (the same number of items, in the same order, each with nome and descricao).',
        },
        {
          role: 'user',
          content: JSON.stringify({
            titulo: request.titulo,
            meta_descricao: request.meta_descricao,
            video_titulo: request.video_titulo,
            video_descricao: request.video_descricao,
            products: request.products,
          }),
        },
      ],
      translatedFieldsSchema,
      2000,
      0.2,
    );
    if (fields.products.length !== request.products.length)
      throw new AiProviderError('The AI provider translated a different number of products.');
    const parts: string[] = [];
    for (const chunk of htmlChunks(request.conteudo_html, TRANSLATION_CHUNK_CHARS)) {
      const { html } = await this.client.completeJson(
        [
          {
            role: 'system',
            content:
              `${role} You get an HTML fragment; answer with a JSON object {"html": "..."} holding the same fragment translated. ` +
              'Keep every element, in the same order and nesting, with every attribute exactly as it is (href and src unchanged); ' +
              'translate only the text and the alt and title attributes. Add no elements, no markdown, no comments.',
          },
          { role: 'user', content: chunk },
        ],
        translatedHtmlSchema,
        4000,
        0.2,
      );
      parts.push(html);
    }
    return {
      titulo: fields.titulo,
      meta_descricao: fields.meta_descricao,
      conteudo_html: parts.join('\n'),
      video_titulo: translatedOrNull(request.video_titulo, fields.video_titulo),
      video_descricao: translatedOrNull(request.video_descricao, fields.video_descricao),
      products: fields.products.map(({ nome, descricao }) => ({ nome, descricao })),
    };
  }

  /**
   * The changed parts of an article in one request. The answer's count is the caller's to
   * check: a model that merges or splits blocks is refused there, with the reason shown.
   */
  async translateBlocks(request: BlocksTranslationRequest): Promise<string[]> {
    const { blocks } = await this.client.completeJson(
      [
        {
          role: 'system',
          content:
            `You translate parts of an article of a lifestyle site from ${LANGUAGE[request.from]} to ${LANGUAGE[request.to]}: faithfully and naturally, adding and removing nothing. ` +
            'You get a JSON object {"blocks": [...]}, each block an HTML element or a plain text; answer with a JSON object {"blocks": [...]} holding every block translated, ' +
            'as many blocks as you got, in the same order. In HTML keep every element, in the same order and nesting, with every attribute exactly as it is (href and src unchanged); ' +
            'translate only the text and the alt and title attributes. Add no elements, no markdown, no comments.',
        },
        { role: 'user', content: JSON.stringify({ blocks: request.blocks }) },
      ],
      translatedBlocksSchema,
      4000,
      0.2,
    );
    return blocks;
  }
}
