/** Picks the media driver from the settings: the object store when S3_* is set, else the local folder. */
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { LocalMediaStorage, uploadsDirOf } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { S3MediaStorage } from './s3-media-storage.ts';

export function createMediaStorage(env: Pick<Env, 'dataDir' | 'objectStorage'>, logger: Logger): MediaStorage {
  return env.objectStorage ? new S3MediaStorage(env.objectStorage, logger) : new LocalMediaStorage(uploadsDirOf(env.dataDir));
}
