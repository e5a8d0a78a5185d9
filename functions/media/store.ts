/**
 * Stores an upload in the media storage: the request body is streamed (never held in memory
 * whole), cut off at the kind's size limit, and identified by its first bytes (not its name
 * or declared type) before a single byte is written to the store. It is kept under a
 * timestamp plus the detected extension, without ever replacing an object. Whatever is
 * refused or fails leaves nothing behind (docs/decisions/005 and 028).
 */
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline, Readable, Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../lib/errors.ts';
import { KIND_RULES, type UploadKind } from './kinds.ts';
import { uploadMaxMegabytes } from '../../src/lib/contracts/uploads.ts';
import { KeyTakenError, type MediaStorage } from './media-storage.ts';

export interface StoredFile {
  fileName: string;
  relativePath: string;
  publicUrl: string;
  size: number;
  mime: string;
}

/** What file-type needs to recognise every format we accept. */
const HEAD_BYTES = 4100;

/** Keys this process is writing right now: concurrent uploads in one millisecond get distinct names. */
const keysInFlight = new Set<string>();

class TooLarge extends Error {}

function tooLarge(kind: UploadKind): ApiError {
  const mb = uploadMaxMegabytes(kind);
  return new ApiError(413, 'payload_too_large', {
    en: `The file is too large: at most ${mb} MB for this kind of upload.`,
    pt: `O arquivo é grande demais: no máximo ${mb} MB para este tipo de envio.`,
  });
}

const EMPTY = { en: 'The upload is empty.', pt: 'O envio está vazio.' };

/** What a staged file's name ends with: no /media address serves it (serve.ts), so an upload is public only once processed. */
export const STAGED_SUFFIX = '.upload';

export async function storeUpload(options: {
  storage: MediaStorage;
  kind: UploadKind;
  body: ReadableStream<Uint8Array> | null;
  declaredLength?: number;
  /**
   * Kept under a name the site does not serve (`…jpg.upload`) until it is processed: an image
   * is public only once its metadata is gone (image-variants.ts, processUploadedImage).
   */
  staged?: boolean;
  /** A limit other than the kind's: files this server makes from an upload it already accepted. */
  maxBytes?: number;
}): Promise<StoredFile> {
  const { storage, kind } = options;
  const rules = { ...KIND_RULES[kind], maxBytes: options.maxBytes ?? KIND_RULES[kind].maxBytes };
  if (options.declaredLength !== undefined && options.declaredLength > rules.maxBytes) throw tooLarge(kind);
  if (!options.body) throw new ApiError(400, 'validation_failed', EMPTY);

  let size = 0;
  let bodyError: unknown;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > rules.maxBytes) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
  const limited = pipeline(Readable.fromWeb(options.body as WebReadableStream<Uint8Array>), limiter, (error) => {
    if (error) bodyError = error;
  });
  const chunks = limited[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const failure = (error: unknown) => (bodyError instanceof TooLarge || error instanceof TooLarge ? tooLarge(kind) : (bodyError ?? error));

  try {
    const head: Buffer[] = [];
    let headLength = 0;
    let ended = false;
    while (headLength < HEAD_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headLength += next.value.length;
    }
    if (headLength === 0) throw new ApiError(400, 'validation_failed', EMPTY);

    const detected = await fileTypeFromBuffer(Buffer.concat(head).subarray(0, HEAD_BYTES));
    const extension = detected ? rules.types[detected.mime] : undefined;
    if (!detected || !extension) {
      throw new ApiError(415, 'unsupported_type', {
        en: `This file is not ${rules.label.en}${detected ? ` (its content is ${detected.mime})` : ''}.`,
        pt: `Este arquivo não é ${rules.label.pt}${detected ? ` (o conteúdo é ${detected.mime})` : ''}.`,
      });
    }

    let started = false;
    const whole = Readable.from(
      (async function* () {
        started = true;
        yield* head;
        if (ended) return;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      })(),
      { objectMode: false },
    );

    for (let attempt = 0; attempt <= 20; attempt++) {
      const fileName = `${Date.now()}${attempt ? `-${attempt}` : ''}.${extension}${options.staged ? STAGED_SUFFIX : ''}`;
      const key = `${kind}/${fileName}`;
      if (keysInFlight.has(key)) continue;
      keysInFlight.add(key);
      try {
        await storage.put(key, whole, { contentType: detected.mime, exclusive: true });
        return { fileName, relativePath: key, publicUrl: `/media/${key}`, size, mime: detected.mime };
      } catch (error) {
        if (!(error instanceof KeyTakenError) || error.bodyRead || started) throw error;
      } finally {
        keysInFlight.delete(key);
      }
    }
    throw new ApiError(409, 'upload_conflict', {
      en: 'Other uploads took every free name at this moment. Send the file again.',
      pt: 'Outros envios ocuparam todos os nomes livres neste momento. Envie o arquivo novamente.',
    });
  } catch (error) {
    const answer =
      error instanceof KeyTakenError
        ? new ApiError(409, 'upload_conflict', {
            en: 'Another server stored a file under the same name at the same moment. Send the file again.',
            pt: 'Outro servidor guardou um arquivo com o mesmo nome no mesmo instante. Envie o arquivo novamente.',
          })
        : failure(error);
    limited.destroy();
    throw answer;
  }
}
