/**
 * An interactive ebook of /interactive-ebooks, as it crosses the line between the back office
 * and /api/admin/ebooks: the write shape the form sends (and checks itself before sending),
 * validated by the server, and the ebook the server answers with, parsed by the back office
 * and by the API tests. Issue messages are keys of FIELD_MESSAGES (field-messages.ts).
 */
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales.ts';
import { contentLanguageSchema } from './content-language.ts';
import { linkUrl, mediaUrl } from './fields.ts';

export const EBOOK_LIMITS = { title: 200, description: 2000, display_order: 100_000 } as const;

/** POST /api/admin/ebooks and PUT /api/admin/ebooks/:id. An empty display order is 0. */
export const ebookInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'title_required' }).max(EBOOK_LIMITS.title),
  description: z.string().trim().min(1, { error: 'description_required' }).max(EBOOK_LIMITS.description),
  cover_image_url: mediaUrl.default(null),
  interactive_link: z.string().trim().min(1, { error: 'interactive_link_required' }).pipe(linkUrl('url_http_typed')),
  display_order: z.coerce
    .number({ error: 'display_order_number' })
    .int({ error: 'display_order_number' })
    .min(-EBOOK_LIMITS.display_order)
    .max(EBOOK_LIMITS.display_order)
    .default(0),
  is_active: z.boolean().default(true),
  /** The locale it is shown in; null (the default): both. */
  idioma: contentLanguageSchema,
});
/** PATCH /api/admin/ebooks/:id/active */
export const ebookActiveInputSchema = z.object({ is_active: z.boolean() });

/** What the form sends: every field stated. */
export type EbookInput = z.output<typeof ebookInputSchema>;

export const ebookSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover_image_url: z.string().nullable(),
  interactive_link: z.string(),
  is_active: z.boolean(),
  display_order: z.number(),
  /** The locale it is shown in; null: both. */
  idioma: z.enum(LOCALES).nullable(),
});
export type Ebook = z.infer<typeof ebookSchema>;

/** GET /api/admin/ebooks */
export const ebookListAnswerSchema = z.object({ ebooks: z.array(ebookSchema) });
/** POST, PUT and PATCH …/active: the ebook after the change. */
export const ebookAnswerSchema = z.object({ ebook: ebookSchema });
/** DELETE /api/admin/ebooks/:id */
export const ebookDeletedAnswerSchema = z.object({ deleted: z.string() });
