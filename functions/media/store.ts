/**
 * Stores an upload: the request body is streamed to a temporary file (never held in memory),
 * cut off at the kind's size limit, identified by its bytes (not its name or declared type),
 * then given its final name, a timestamp plus the detected extension, without ever replacing
 * a file. Whatever is refused leaves nothing behind.
 */
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../lib/errors.ts';
import { KIND_RULES, type UploadKind } from './kinds.ts';

export interface StoredFile {
  fileName: string;
  relativePath: string;
  publicUrl: string;
  size: number;
  mime: string;
}

class TooLarge extends Error {}

function tooLarge(kind: UploadKind): ApiError {
  const mb = KIND_RULES[kind].maxBytes / (1024 * 1024);
  return new ApiError(413, 'payload_too_large', {
    en: `The file is too large: at most ${mb} MB for this kind of upload.`,
    pt: `O arquivo é grande demais: no máximo ${mb} MB para este tipo de envio.`,
  });
}

export async function storeUpload(options: {
  uploadsDir: string;
  kind: UploadKind;
  body: ReadableStream<Uint8Array> | null;
  declaredLength?: number;
}): Promise<StoredFile> {
  const { uploadsDir, kind } = options;
  const rules = KIND_RULES[kind];
  if (options.declaredLength !== undefined && options.declaredLength > rules.maxBytes) throw tooLarge(kind);
  if (!options.body) throw new ApiError(400, 'validation_failed', { en: 'The upload is empty.', pt: 'O envio está vazio.' });

  const tmpDir = path.join(uploadsDir, '.tmp');
  await mkdir(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `${Date.now()}-${randomBytes(6).toString('hex')}`);
  let size = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > rules.maxBytes) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(options.body as WebReadableStream<Uint8Array>), limiter, createWriteStream(tmpPath, { flags: 'wx' }));
    if (size === 0) throw new ApiError(400, 'validation_failed', { en: 'The upload is empty.', pt: 'O envio está vazio.' });

    const head = Buffer.alloc(Math.min(size, 4100));
    const handle = await open(tmpPath, 'r');
    try {
      await handle.read(head, 0, head.length, 0);
    } finally {
      await handle.close();
    }
    const detected = await fileTypeFromBuffer(head);
    const extension = detected ? rules.types[detected.mime] : undefined;
    if (!detected || !extension) {
      throw new ApiError(415, 'unsupported_type', {
        en: `This file is not ${rules.label.en}${detected ? ` (its content is ${detected.mime})` : ''}.`,
        pt: `Este arquivo não é ${rules.label.pt}${detected ? ` (o conteúdo é ${detected.mime})` : ''}.`,
      });
    }

    const folder = path.join(uploadsDir, kind);
    await mkdir(folder, { recursive: true });
    for (let attempt = 0; ; attempt++) {
      const fileName = `${Date.now()}${attempt ? `-${attempt}` : ''}.${extension}`;
      try {
        // link() fails if the name exists: an upload never replaces another file.
        await link(tmpPath, path.join(folder, fileName));
        await unlink(tmpPath);
        return { fileName, relativePath: `${kind}/${fileName}`, publicUrl: `/media/${kind}/${fileName}`, size, mime: detected.mime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 20) throw error;
      }
    }
  } catch (error) {
    await rm(tmpPath, { force: true });
    if (error instanceof TooLarge) throw tooLarge(kind);
    throw error;
  }
}
