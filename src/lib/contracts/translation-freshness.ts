/**
 * Out-of-date translations as they cross the line between the back office and the admin API
 * (issue 30, docs/admin-api.md): what "Update translation" answers, what the original changed
 * since a translation's base, and the readers' notice switch.
 */
import { z } from 'zod';
import { articleSummarySchema, translationStateSchema } from './article.ts';

/** A part of the original that changed: where it goes in the translation, and the original's text now. */
export const changedPartSchema = z.object({
  campo: z.enum(['titulo', 'meta_descricao', 'conteudo_html', 'produto_nome', 'produto_descricao']),
  /** The block's place in the original's body (list tags counted), or the product's; null for the title and meta description. */
  indice: z.number().int().nullable(),
  texto: z.string(),
});
export type ChangedPart = z.infer<typeof changedPartSchema>;

/** POST /api/admin/articles/:id/traducao/atualizar */
export const translationUpdateAnswerSchema = z.object({
  article: articleSummarySchema.loose(),
  /** 'automatica' after a model translated the parts; 'aguardando' offline, where nothing changed. */
  estado_traducao: translationStateSchema.nullable(),
  /** false offline: nothing changed, `blocos` lists the parts for a person to translate. */
  atualizada: z.boolean(),
  blocos: z.array(changedPartSchema),
});

const sourceFieldsSchema = z.object({
  titulo: z.string(),
  meta_descricao: z.string(),
  conteudo_html: z.string(),
  products: z.array(z.record(z.string(), z.unknown())),
});

/** GET /api/admin/articles/:id/traducao/alteracoes: the original's fields at the translation's base and now (a revision's shape). */
export const translationChangesAnswerSchema = z.object({
  original_id: z.string(),
  /** The original's revision the translation was made from or last marked up to date against (null once pruned). */
  revisao_id: z.string().nullable(),
  antes: sourceFieldsSchema,
  depois: sourceFieldsSchema,
});
