/**
 * The S3-compatible driver (AWS S3, Cloudflare R2, MinIO, Supabase Storage's S3 endpoint)
 * through the AWS SDK v3. Streams go up with lib-storage (one PUT for small files, multipart
 * for large ones, aborted on failure so nothing is left); every call has a connection and an
 * idle timeout, and whatever keeps the store from answering becomes StorageUnavailableError
 * (a 503 with a message), so an outage never hangs a request and needs no restart to end.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStorageSettings } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import type { Logger } from '../lib/logger.ts';
import {
  assertMediaKey,
  KeyTakenError,
  StorageUnavailableError,
  type ListedObject,
  type MediaStorage,
  type PutOptions,
  type StoredObject,
} from './media-storage.ts';

const PART_SIZE = 8 * 1024 * 1024;

export class S3MediaStorage implements MediaStorage {
  readonly driver = 's3';
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    private readonly settings: ObjectStorageSettings,
    private readonly logger: Logger,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      maxAttempts: 2,
      // An idle limit rather than a total one: a large upload may take long, a silent store may not.
      requestHandler: { connectionTimeout: settings.timeoutMs, socketTimeout: settings.timeoutMs },
      // Checksums only where the protocol requires them: the SDK's default trailing checksums
      // (aws-chunked bodies) are not understood by several S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<void> {
    assertMediaKey(key);
    if (options.exclusive && (await this.stat(key))) throw new KeyTakenError(key, false);
    const params = {
      Bucket: this.bucket,
      Key: key,
      ContentType: options.contentType,
      // A conditional write: stores that support it refuse to replace an object written meanwhile.
      ...(options.exclusive ? { IfNoneMatch: '*' } : {}),
    };
    // A body that fails (over the size limit, the visitor gone) is the caller's error, not the store's.
    let bodyFailed = false;
    if (!(body instanceof Uint8Array)) body.once('error', () => (bodyFailed = true));
    try {
      if (body instanceof Uint8Array) {
        await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
      } else {
        await new Upload({ client: this.client, params: { ...params, Body: body }, partSize: PART_SIZE, queueSize: 2 }).done();
      }
    } catch (error) {
      if (bodyFailed) throw error;
      if (statusOf(error) === 412) throw new KeyTakenError(key, true);
      throw this.unavailable('put', key, error);
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertMediaKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        lastModified: head.LastModified ?? new Date(0),
        etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}"`,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw this.unavailable('stat', key, error);
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: assertMediaKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body as Readable;
    } catch (error) {
      // Deleted since it was looked up: gone, not unavailable.
      if (statusOf(error) === 404) throw new ApiError(404, 'not_found');
      throw this.unavailable('read', key, error);
    }
  }

  /** The bucket's objects, a page of 1,000 at a time (S3 lists keys in UTF-8 byte order). */
  async *list(): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }));
      } catch (error) {
        throw this.unavailable('list', '', error);
      }
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (statusOf(error) === 404) return;
      throw this.unavailable('delete', key, error);
    }
  }

  directUrl(key: string): string | null {
    return this.settings.publicBaseUrl ? `${this.settings.publicBaseUrl}/${assertMediaKey(key)}` : null;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw this.unavailable('check', '', error);
    }
  }

  private unavailable(operation: string, key: string, error: unknown): StorageUnavailableError {
    this.logger.warn('object storage did not answer', {
      operation,
      key,
      bucket: this.bucket,
      status: statusOf(error),
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return new StorageUnavailableError(error);
  }
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof S3ServiceException) return error.$metadata.httpStatusCode;
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}
