/**
 * /api/admin/uploads/:kind (raw body upload, the file's name in X-File-Name) and the media
 * library /api/admin/media: list with search, usage, delete (refused while articles still
 * use the file, unless forced).
 */
import path from 'node:path';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { ownWorkOnly } from '../../auth/own-work.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { idParam } from '../../lib/validators.ts';
import { mediaListQuerySchema } from '../../../src/lib/contracts/media.ts';
import { removeStoredFiles } from '../../media/derived-images.ts';
import { IMAGE_KINDS, processUploadedImage, UnreadableImage, type ProcessedImage } from '../../media/image-variants.ts';
import { KIND_RULES, UPLOAD_KINDS } from '../../media/kinds.ts';
import { storeUpload, type StoredFile } from '../../media/store.ts';
import { mp4DurationSeconds } from '../../media/video-duration.ts';

const NOT_FOUND = { en: 'This file does not exist (it may have been deleted).', pt: 'Este arquivo não existe (pode ter sido excluído).' };

function cleanName(raw: string | undefined): string {
  let name = 'upload';
  try {
    name = raw ? decodeURIComponent(raw) : name;
  } catch {
    name = raw ?? name;
  }
  return (
    path
      .basename(name)
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .slice(0, 200) || 'upload'
  );
}

function publicUrlOf(filePath: string): string {
  return `/media/${filePath}`;
}

/**
 * Where a file is still used: articles (fields or body), their products, reviews and ebooks.
 * With `createdBy` (an author's view), only that account's articles: authors open no one
 * else's, nor reviews or ebooks.
 */
export async function usageOf(db: Kysely<Database>, publicUrl: string, createdBy?: string) {
  const like = `%${publicUrl.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  let ofArticles = db.selectFrom('articles');
  if (createdBy) ofArticles = ofArticles.where('created_by', '=', createdBy);
  const articles = await ofArticles
    .select(['id', 'titulo', 'slug'])
    .where((eb) =>
      eb.or([
        eb('imagem_destaque_url', '=', publicUrl),
        eb('audio_url', '=', publicUrl),
        eb('video_url', '=', publicUrl),
        eb('conteudo_html', 'like', like),
        eb('id', 'in', eb.selectFrom('related_products').select('article_id').where('imagem_url', '=', publicUrl)),
      ]),
    )
    .execute();
  if (createdBy) return { articles, reviews: [], ebooks: [] };
  const reviews = await db.selectFrom('product_reviews').select(['id', 'titulo']).where('video_url', '=', publicUrl).execute();
  const ebooks = await db.selectFrom('interactive_ebooks').select(['id', 'title']).where('cover_image_url', '=', publicUrl).execute();
  return { articles, reviews, ebooks };
}

export function adminMediaRoutes({ db, media: storage, logger }: Pick<AppDeps, 'db' | 'media' | 'logger'>) {
  const mediaIdParam = idParam();
  return new Hono<AppEnv>()
    .post('/uploads/:kind', validate('param', z.object({ kind: z.enum(UPLOAD_KINDS) })), async (c) => {
      const { kind } = c.req.valid('param');
      const lengthHeader = c.req.header('content-length');
      let stored: StoredFile;
      try {
        stored = await storeUpload({
          storage,
          kind,
          body: c.req.raw.body,
          declaredLength: lengthHeader ? Number(lengthHeader) : undefined,
          staged: IMAGE_KINDS.includes(kind),
        });
      } catch (error) {
        if (!c.req.raw.signal.aborted) throw error;
        // The visitor closed the connection mid-file (a cancelled or lost upload): nothing is
        // wrong on our side and nobody reads the answer. 499 is the usual "client closed request".
        logger.info('upload aborted by the client', { requestId: c.get('requestId'), kind });
        return new Response(null, { status: 499 });
      }
      let image: (ProcessedImage & { original: StoredFile }) | null = null;
      if (IMAGE_KINDS.includes(kind)) {
        try {
          image = await processUploadedImage(storage, kind, stored.relativePath);
        } catch (error) {
          await removeStoredFiles(storage, [stored.relativePath]);
          if (!(error instanceof UnreadableImage)) throw error;
          throw new ApiError(415, 'unsupported_type', {
            en: `This file cannot be read as ${KIND_RULES[kind].label.en}: it may be damaged or incomplete.`,
            pt: `Este arquivo não pode ser lido como ${KIND_RULES[kind].label.pt}: pode estar danificado ou incompleto.`,
          });
        }
      }
      // An image is kept as processed: upright, without its metadata.
      const kept = image?.original ?? stored;
      // An MP4's duration, for the VideoObject of the articles that embed it; unreadable: none.
      const durationSeconds =
        kind === 'videos' && stored.mime === 'video/mp4'
          ? await mp4DurationSeconds(storage, stored.relativePath, stored.size).catch((error: unknown) => {
              logger.warn('video duration could not be read', { file: stored.relativePath, error: (error as Error).message });
              return null;
            })
          : null;
      const media = await db
        .insertInto('media')
        .values({
          name: cleanName(c.req.header('x-file-name')),
          file_path: kept.relativePath,
          file_type: kind,
          file_size: kept.size,
          mime_type: kept.mime,
          width: image?.width ?? null,
          height: image?.height ?? null,
          variants: image ? JSON.stringify(image.variants) : null,
          duration_seconds: durationSeconds,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return c.json({ media: { ...media, file_size: Number(media.file_size), publicUrl: kept.publicUrl } }, 201);
    })
    .get('/media', validate('query', mediaListQuerySchema), async (c) => {
      const { search, kind } = c.req.valid('query');
      let query = db.selectFrom('media').selectAll().orderBy('created_at', 'desc').limit(500);
      if (kind) query = query.where('file_type', '=', kind);
      if (search.trim())
        query = query.where(
          sql<boolean>`lower(name) LIKE ${`%${search
            .trim()
            .toLowerCase()
            .replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`,
        );
      const rows = await query.execute();
      return c.json({ media: rows.map((row) => ({ ...row, file_size: Number(row.file_size), publicUrl: publicUrlOf(row.file_path) })) });
    })
    .get('/media/:id/usage', validate('param', mediaIdParam), async (c) => {
      const media = await db.selectFrom('media').select('file_path').where('id', '=', c.req.valid('param').id).executeTakeFirst();
      if (!media) throw new ApiError(404, 'not_found', NOT_FOUND);
      return c.json({ usage: await usageOf(db, publicUrlOf(media.file_path), ownWorkOnly(c)) });
    })
    .delete(
      '/media/:id',
      validate('param', mediaIdParam),
      validate('query', z.object({ force: z.enum(['true', 'false']).default('false') })),
      async (c) => {
        const media = await db.selectFrom('media').selectAll().where('id', '=', c.req.valid('param').id).executeTakeFirst();
        if (!media) throw new ApiError(404, 'not_found', NOT_FOUND);
        const usage = await usageOf(db, publicUrlOf(media.file_path));
        const used = usage.articles.length + usage.reviews.length + usage.ebooks.length;
        if (used > 0 && c.req.valid('query').force !== 'true') {
          throw new ApiError(409, 'in_use', {
            en: `This file is still used by ${used} item(s): ${[...usage.articles.map((a) => a.titulo), ...usage.reviews.map((r) => r.titulo), ...usage.ebooks.map((e) => e.title)].join(', ')}. Delete it anyway?`,
            pt: `Este arquivo ainda é usado por ${used} item(ns): ${[...usage.articles.map((a) => a.titulo), ...usage.reviews.map((r) => r.titulo), ...usage.ebooks.map((e) => e.title)].join(', ')}. Excluir mesmo assim?`,
          });
        }
        // The row goes only if the objects do: a store that does not answer (503) changes nothing.
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('media').where('id', '=', media.id).execute();
          await removeStoredFiles(storage, [media.file_path, ...(media.variants ?? []).map((variant) => variant.path)]);
        });
        await recordAudit(db, {
          actor: auditActor(c),
          action: 'media.deleted',
          targetType: 'media',
          targetId: media.id,
          summary: media.name,
        });
        return c.json({ deleted: media.id });
      },
    );
}
