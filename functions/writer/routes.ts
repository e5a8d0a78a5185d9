/**
 * POST /api/functions/generate-article {nicho, tema}: the AI writer (administrators only).
 * Answers {titulo, meta_descricao, conteudo_html, source}; the body is sanitized like any
 * article, and an offline provider answers with a labelled outline rather than prose.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { CATEGORY_KEYS } from '../../src/lib/categories.ts';
import { sanitizeArticleHtml } from '../articles/sanitize.ts';
import type { AiProvider } from '../ai/provider.ts';
import { ApiError } from '../lib/errors.ts';
import type { AppEnv } from '../lib/http.ts';
import type { Logger } from '../lib/logger.ts';
import { validate } from '../lib/validate.ts';

export const generateArticleBody = z.object({
  nicho: z.enum(CATEGORY_KEYS, { error: 'niche_missing' }),
  tema: z.string().trim().min(3, { error: 'theme_missing' }).max(200),
  idioma: z.enum(['en', 'pt']).optional(),
});

const FAILED = {
  en: 'The AI could not write the article right now. Try again in a moment.',
  pt: 'A IA não conseguiu escrever o artigo agora. Tente novamente em instantes.',
};

export function writerRoutes({ ai, logger }: { ai: AiProvider; logger: Logger }) {
  return new Hono<AppEnv>().post('/', validate('json', generateArticleBody), async (c) => {
    const { nicho, tema, idioma } = c.req.valid('json');
    try {
      const draft = await ai.articleDraft({ nicho, tema, locale: idioma ?? c.get('locale') });
      return c.json({ ...draft, conteudo_html: sanitizeArticleHtml(draft.conteudo_html), source: ai.source });
    } catch (error) {
      logger.warn('article generation failed', { error });
      throw new ApiError(502, 'ai_unavailable', FAILED);
    }
  });
}
