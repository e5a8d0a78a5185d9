/**
 * /api/admin/imports (administrators; docs/admin-api.md#imports): upload a WordPress or Ghost
 * export with its options (multipart), which answers 202 { id } and runs as an import.run job;
 * read an import's status, progress and report; list recent imports; cancel one. The upload is
 * streamed (busboy) to where its job will read it (import/uploads.ts: a file under DATA_DIR, or
 * the database's chunks on PostgreSQL), never held whole in memory, and recognised by
 * its bytes before the job is queued: a file that is no export is refused (415) and nothing is
 * kept. One import at a time (409).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { importJob } from '../../import/job.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { importFieldsSchema } from '../../import/options.ts';
import { GhostFormatError, readGhostExport } from '../../import/ghost/plan.ts';
import { ImportFileError, openImportFile } from '../../import/source.ts';
import { importUploads, type UploadWriter } from '../../import/uploads.ts';
import { readWxr, WxrFormatError } from '../../import/wordpress/wxr-reader.ts';
import { ApiError } from '../../lib/errors.ts';
import { isStorableText, unstorableTextError } from '../../lib/storable-text.ts';
import type { AppEnv } from '../../lib/http.ts';
import type { Locale } from '../../lib/locale.ts';
import { invalidInput, validate } from '../../lib/validate.ts';
import { cancelImportJob, importAnswer, listImports } from './queries.ts';

const idParam = z.object({ id: z.uuid({ error: 'not_found' }) });

const NOT_FOUND = { en: 'This import does not exist.', pt: 'Esta importação não existe.' };
const BUSY = {
  en: 'An import is already queued or running. Wait for it to end, or cancel it, before starting another.',
  pt: 'Já há uma importação na fila ou em andamento. Espere que termine, ou cancele-a, antes de começar outra.',
};
const NO_FILE = {
  en: 'Choose the export file to import (the "file" field).',
  pt: 'Escolha o arquivo de exportação a importar (o campo "file").',
};
const NOT_MULTIPART = {
  en: 'Send the file as multipart/form-data with the field "file".',
  pt: 'Envie o arquivo como multipart/form-data com o campo "file".',
};
const NOT_CANCELLABLE = {
  en: 'This import has already ended; there is nothing to cancel.',
  pt: 'Esta importação já terminou; não há o que cancelar.',
};

function tooLarge(maxMb: number): ApiError {
  return new ApiError(413, 'payload_too_large', {
    en: `The file is too large: at most ${maxMb} MB (IMPORT_MAX_MB).`,
    pt: `O arquivo é grande demais: no máximo ${maxMb} MB (IMPORT_MAX_MB).`,
  });
}

function notAnExport(recognised: string): ApiError {
  return new ApiError(415, 'unsupported_type', {
    en: `This file is not a WordPress export (WXR .xml, .xml.gz or .zip) nor a Ghost export (.json or .zip); it looks like: ${recognised}.`,
    pt: `Este arquivo não é uma exportação do WordPress (WXR .xml, .xml.gz ou .zip) nem do Ghost (.json ou .zip); parece ser: ${recognised}.`,
  });
}

const RECOGNISED: Record<string, Record<Locale, string>> = {
  unknown: { en: 'an unknown kind of file', pt: 'um tipo de arquivo desconhecido' },
  gzip: { en: 'a gzip archive without an export inside', pt: 'um arquivo gzip sem uma exportação dentro' },
  zip: { en: 'a zip archive without one export inside', pt: 'um arquivo zip sem uma exportação dentro' },
  json: { en: 'JSON that is not a Ghost export', pt: 'JSON que não é uma exportação do Ghost' },
  xml: { en: 'XML that is not a WordPress export', pt: 'XML que não é uma exportação do WordPress' },
};

/** Which export the file is, read as far as its first item (WordPress) or parsed (Ghost); throws what it is not. */
async function recognise(file: string): Promise<'wordpress' | 'ghost'> {
  const source = await openImportFile(file);
  try {
    if (source.kind === 'ghost') readGhostExport(source.json);
    else for await (const event of readWxr(source.open())) if (event.type === 'channel' || event.type === 'item') break;
    return source.kind;
  } finally {
    await source.close();
  }
}

class TooLarge extends Error {}

interface Received {
  fields: Record<string, string>;
  /** A field whose text cannot be stored. */
  unstorable?: string;
  fileName: string | null;
  size: number;
}

/**
 * Streams the multipart body: fields into a record, the file into its place for the job
 * (uploads.ts: DATA_DIR/imports, or the database's chunks). Throws TooLarge past `maxBytes`.
 * Answers, with the fields, a local file holding the upload, to recognise it by.
 */
async function receive(upload: UploadWriter, request: Request, maxBytes: number): Promise<Received & { file: string | null }> {
  const type = request.headers.get('content-type') ?? '';
  if (!request.body || !type.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(400, 'validation_failed', NOT_MULTIPART);
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': type }, limits: { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: maxBytes + 1 } });
  } catch {
    throw new ApiError(400, 'validation_failed', NOT_MULTIPART);
  }
  const received: Received = { fields: {}, fileName: null, size: 0 };
  let fileWork: Promise<string | null> = Promise.resolve(null);
  parser.on('field', (name, value) => {
    // Text the database cannot store (a NUL, a lone surrogate) is refused like everywhere else.
    if (!isStorableText(name) || !isStorableText(value)) received.unstorable = name;
    else received.fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || received.fileName !== null) {
      stream.resume();
      return;
    }
    received.fileName = (info.filename || 'export').slice(0, 200);
    fileWork = (async () => {
      try {
        for await (const chunk of stream) {
          const bytes = chunk as Buffer;
          received.size += bytes.length;
          if (received.size > maxBytes) throw new TooLarge();
          await upload.write(bytes);
        }
        return await upload.finish();
      } catch (error) {
        stream.resume();
        await upload.abort();
        throw error;
      }
    })();
    // Keeps an early failure from being unhandled while the rest of the body is read.
    fileWork.catch(() => undefined);
  });
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  Readable.fromWeb(request.body as WebReadableStream<Uint8Array>).pipe(parser);
  try {
    await finished;
  } catch {
    throw new ApiError(400, 'validation_failed', NOT_MULTIPART);
  }
  return { ...received, file: await fileWork };
}

export function adminImportRoutes({ db, dbKind, env, jobs }: Pick<AppDeps, 'db' | 'dbKind' | 'env' | 'jobs'>) {
  const maxBytes = env.IMPORT_MAX_MB * 1024 * 1024;
  const uploads = importUploads({ db, engine: dbKind, dataDir: env.dataDir });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ imports: await listImports(db) }))
    .get('/:id', validate('param', idParam), async (c) => {
      const answer = await importAnswer(db, c.req.valid('param').id);
      if (!answer) throw new ApiError(404, 'not_found', NOT_FOUND);
      return c.json(answer);
    })
    .post('/', async (c) => {
      const declared = Number(c.req.header('content-length'));
      if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024) throw tooLarge(env.IMPORT_MAX_MB);
      const active = await db
        .selectFrom('imports')
        .leftJoin('jobs', 'jobs.id', 'imports.job_id')
        .select('imports.id')
        .where((eb) =>
          eb.or([
            eb('jobs.status', 'in', ['queued', 'running']),
            eb.and([eb('imports.job_id', 'is', null), eb('imports.created_at', '>', sql<Date>`now() - interval '1 hour'`)]),
          ]),
        )
        .executeTakeFirst();
      if (active) throw new ApiError(409, 'import_running', BUSY);

      const member = c.get('user');
      const row = await db
        .insertInto('imports')
        .values({ source: 'wordpress', dry_run: true, options: '{}', file_name: '', file_size: 0, created_by: member?.id ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      // What ended imports (or a crash) left behind goes first: at most one upload is kept at a time.
      await uploads.sweep();
      const scratchFolder = await mkdtemp(path.join(os.tmpdir(), 'import-upload-'));
      try {
        let received: Awaited<ReturnType<typeof receive>>;
        try {
          received = await receive(uploads.writer(row.id, path.join(scratchFolder, 'upload')), c.req.raw, maxBytes);
        } catch (error) {
          if (error instanceof TooLarge) throw tooLarge(env.IMPORT_MAX_MB);
          throw error;
        }
        if (received.unstorable !== undefined) throw unstorableTextError(received.unstorable, c.get('locale') ?? 'en');
        if (received.file === null || received.size === 0) throw new ApiError(400, 'validation_failed', NO_FILE);
        const fields = importFieldsSchema.safeParse(received.fields);
        const locale = c.get('locale') ?? 'en';
        if (!fields.success) throw await invalidInput(importFieldsSchema, received.fields, fields.error.issues, locale);
        let kind: 'wordpress' | 'ghost';
        try {
          kind = await recognise(received.file);
        } catch (error) {
          if (error instanceof ImportFileError) {
            if (error.code === 'ghost_json_invalid') throw notAnExport(RECOGNISED.json![locale]);
            throw notAnExport((RECOGNISED[error.recognised] ?? RECOGNISED.unknown!)[locale]);
          }
          if (error instanceof GhostFormatError) throw notAnExport(RECOGNISED.json![locale]);
          if (error instanceof WxrFormatError) throw notAnExport(RECOGNISED.xml![locale]);
          throw error;
        }
        const options = fields.data;
        await db.transaction().execute(async (tx) => {
          const job = await enqueueJob(tx, importJob, { importId: row.id });
          await tx
            .updateTable('imports')
            .set({
              job_id: job.id,
              source: kind,
              dry_run: options.dry_run,
              file_name: received.fileName ?? 'export',
              file_size: received.size,
              options: JSON.stringify({
                language: options.language,
                category_map: options.category_map ?? {},
                default_category: options.default_category ?? null,
                pages: options.pages,
                media: options.media,
                source_url: options.source_url ?? null,
              }),
            })
            .where('id', '=', row.id)
            .execute();
        });
        jobs.wake();
        await recordAudit(db, {
          actor: auditActor(c),
          action: 'import.started',
          targetType: 'import',
          targetId: row.id,
          summary: `${kind}${options.dry_run ? ' (dry run)' : ''}: ${received.fileName}`,
        });
        return c.json({ id: row.id }, 202);
      } catch (error) {
        // Nothing is kept of a refused upload: the row and its file go together.
        await uploads.remove(row.id);
        await db.deleteFrom('imports').where('id', '=', row.id).execute();
        throw error;
      } finally {
        await rm(scratchFolder, { recursive: true, force: true });
      }
    })
    .post('/:id/cancel', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const row = await db.selectFrom('imports').select(['job_id']).where('id', '=', id).executeTakeFirst();
      if (!row) throw new ApiError(404, 'not_found', NOT_FOUND);
      const cancelled = row.job_id ? await cancelImportJob(db, row.job_id) : false;
      if (!cancelled) throw new ApiError(409, 'import_finished', NOT_CANCELLABLE);
      await db
        .updateTable('imports')
        .set({ status: 'cancelled', updated_at: sql`now()` })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .execute();
      return c.json(await importAnswer(db, id), 202);
    });
}
