/**
 * POST /api/functions/generate-article {nicho, tema, idioma}: a draft from the AI, or an
 * outline when no model is connected (`source: 'offline'`). Fields are optional here so an
 * incomplete answer reaches the screen, which says 'Resposta inválida da IA'.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CategoryKey } from '../../../../lib/categories.ts';

export type ArticleLanguage = 'pt' | 'en';

const generatedSchema = z.object({
  titulo: z.string().optional().default(''),
  meta_descricao: z.string().optional().default(''),
  conteudo_html: z.string().optional().default(''),
  source: z.enum(['model', 'offline']).optional(),
});
export type GeneratedArticle = z.infer<typeof generatedSchema>;

export async function generateArticle(input: { nicho: CategoryKey; tema: string; idioma: ArticleLanguage }) {
  return apiRequest('/api/functions/generate-article', { method: 'POST', json: input, schema: generatedSchema, timeoutMs: 120_000 });
}

/** A usable answer has a title and a body. */
export function isComplete(article: GeneratedArticle): boolean {
  return article.titulo.trim() !== '' && article.conteudo_html.trim() !== '';
}

export function useGenerateArticle() {
  return useMutation({ mutationFn: generateArticle });
}
