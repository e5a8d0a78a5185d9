/**
 * The media library's answers as /api/admin/uploads and /api/admin/media give them and the back
 * office and the API tests parse them (docs/decisions/033), and the library's list query.
 */
import { z } from 'zod';
import { UPLOAD_KINDS } from './uploads.ts';

/** An uploaded file; `publicUrl` is where pages and the editor use it (/media/{kind}/{file}). */
export const mediaSchema = z.object({
  id: z.string(),
  name: z.string(),
  file_path: z.string(),
  file_type: z.string(),
  file_size: z.number(),
  mime_type: z.string(),
  created_at: z.string(),
  publicUrl: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** GET /api/admin/media?search=&kind= */
export const mediaListQuerySchema = z.object({ search: z.string().max(200).default(''), kind: z.enum(UPLOAD_KINDS).optional() });

/** POST /api/admin/uploads/:kind (201) */
export const mediaUploadAnswerSchema = z.object({ media: mediaSchema });
/** GET /api/admin/media, newest first. */
export const mediaListAnswerSchema = z.object({ media: z.array(mediaSchema) });
/** DELETE /api/admin/media/:id */
export const mediaDeletedAnswerSchema = z.object({ deleted: z.string() });
