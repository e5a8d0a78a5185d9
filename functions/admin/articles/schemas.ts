/** What the back office sends for an article (the specification's write shape), validated. */
import { z } from 'zod';
import { CATEGORY_KEYS } from '../../../src/lib/categories.ts';
import { linkUrl, mediaUrl, videoLinkUrl } from '../../lib/url-fields.ts';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const productInput = z.object({
  name: z.string().max(200).default(''),
  description: z.string().max(2000).default(''),
  price: z.preprocess(blankToNull, z.coerce.number().min(0).max(1_000_000).nullable()).default(null),
  // Blank drops the row (usableProducts); anything else must be a safe link.
  affiliate_link: linkUrl('url_http', { allowBlank: true }).default(''),
  image_url: mediaUrl.default(null),
});

export const articleInput = z
  .object({
    titulo: z.string().trim().min(1, { error: 'Título é obrigatório' }).max(200),
    categoria: z.enum(CATEGORY_KEYS),
    meta_descricao: z.string().trim().min(1, { error: 'Meta descrição é obrigatória' }).max(320),
    conteudo_html: z.string().min(1, { error: 'Conteúdo é obrigatório' }).max(500_000),
    autor: z.preprocess(blankToNull, z.string().trim().max(100).nullable()).default(null),
    tempo_leitura: z.preprocess(blankToNull, z.coerce.number().int().min(1).max(600).nullable()).default(null),
    imagem_destaque_url: mediaUrl.default(null),
    audio_url: mediaUrl.default(null),
    video_titulo: z.preprocess(blankToNull, z.string().trim().max(200).nullable()).default(null),
    video_descricao: z.preprocess(blankToNull, z.string().trim().max(2000).nullable()).default(null),
    video_url: mediaUrl.default(null),
    video_link_externo: videoLinkUrl.default(null),
    status: z.enum(['publicado', 'rascunho']).default('rascunho'),
    products: z.array(productInput).max(30).default([]),
  })
  .refine((article) => !(article.video_url && article.video_link_externo), {
    error: 'Choose an uploaded video or an external link, not both',
    path: ['video_link_externo'],
  });

export type ArticleInput = z.infer<typeof articleInput>;
export type ProductInput = z.infer<typeof productInput>;

export const articleListQuery = z.object({
  status: z.enum(['todos', 'publicado', 'rascunho']).default('todos'),
  search: z.string().max(200).default(''),
});

export const featuredInput = z.object({ destaque: z.boolean() });
export const idParam = z.object({ id: z.uuid({ error: 'Unknown article' }) });
