import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../functions/env.ts';
import { createMediaStorage } from '../../functions/media/create-media-storage.ts';
import { assertMediaKey } from '../../functions/media/media-storage.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';

const complete = {
  S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
  S3_BUCKET: 'site-media',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('object storage settings', () => {
  it('keep media in the local folder when no S3_ variable is set', () => {
    const env = parseEnv({ DATA_DIR: '/srv/site' });
    expect(env.objectStorage).toBeNull();
    expect(createMediaStorage(env, createMemoryLogger()).driver).toBe('local');
  });

  it('choose the object store when the set is complete, with defaults for the rest', () => {
    const env = parseEnv({ ...complete, S3_PUBLIC_BASE_URL: 'https://cdn.example.com/media/' });
    expect(env.objectStorage).toEqual({
      endpoint: complete.S3_ENDPOINT,
      bucket: 'site-media',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicBaseUrl: 'https://cdn.example.com/media',
      timeoutMs: 5000,
    });
    const storage = createMediaStorage(env, createMemoryLogger());
    expect(storage.driver).toBe('s3');
    expect(storage.directUrl('images/1.png')).toBe('https://cdn.example.com/media/images/1.png');
    expect(parseEnv({ ...complete, S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'auto' }).objectStorage).toMatchObject({
      forcePathStyle: true,
      region: 'auto',
    });
  });

  it('stop the start with one line naming what is missing when the set is incomplete', () => {
    expect(() => parseEnv({ S3_BUCKET: 'site-media' })).toThrowError(EnvError);
    expect(() => parseEnv({ S3_BUCKET: 'site-media' })).toThrowError(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: missing/);
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrowError(
      /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: missing/,
    );
    const { S3_SECRET_ACCESS_KEY: _left, ...withoutSecret } = complete;
    expect(() => parseEnv(withoutSecret)).toThrowError(/^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY: missing; [^\n]+$/);
  });

  it('refuse bad values, naming the variable', () => {
    expect(() => parseEnv({ ...complete, S3_BUCKET: 'Not A Bucket' })).toThrowError(/S3_BUCKET="Not A Bucket": must be a bucket name/);
    expect(() => parseEnv({ ...complete, S3_ENDPOINT: 'ftp://store' })).toThrowError(/S3_ENDPOINT/);
    expect(() => parseEnv({ ...complete, S3_FORCE_PATH_STYLE: 'maybe' })).toThrowError(/S3_FORCE_PATH_STYLE/);
    expect(() => parseEnv({ ...complete, S3_PUBLIC_BASE_URL: 'cdn.example.com' })).toThrowError(/S3_PUBLIC_BASE_URL/);
    expect(() => parseEnv({ ...complete, S3_TIMEOUT_MS: '5' })).toThrowError(/S3_TIMEOUT_MS/);
  });
});

describe('media keys', () => {
  it('are relative paths of safe segments', () => {
    expect(assertMediaKey('images/1732400000000.png')).toBe('images/1732400000000.png');
    expect(assertMediaKey('images/variants/1732400000000-640.webp')).toBe('images/variants/1732400000000-640.webp');
    for (const bad of [
      '../server.lock',
      'images/../../etc/passwd',
      '/images/1.png',
      'images/',
      'images',
      'images/.hidden',
      'images\\1.png',
    ]) {
      expect(() => assertMediaKey(bad), bad).toThrowError(/not a media key/);
    }
  });
});
