/**
 * The backup archive (docs/decisions/048): one tar, gzip-compressed or not, optionally
 * encrypted as a whole (encryption.ts). Its entries, in this order:
 *
 *   database/NNN-<table>.ndjson   one per table, in foreign-key order: one JSON object per row
 *   media/<key>                   every media file, at its storage key
 *   manifest.json                 last, so the archive is written in one pass; it names every
 *                                 entry above with its size and SHA-256
 *
 * An archive without its manifest is incomplete and is refused.
 */
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'bilingual-publisher-backup';
/** Raised when an archive's layout changes; an archive of a newer format is refused. */
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_PREFIX = 'database/';
export const MEDIA_PREFIX = 'media/';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const fileSchema = z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256 });

const tableSchema = z.object({
  name: z.string().min(1),
  /** The archive entry holding its rows. */
  file: z.string().startsWith(DATABASE_PREFIX),
  rows: z.number().int().min(0),
  columns: z.array(z.object({ name: z.string(), type: z.string() })),
});

const sequenceSchema = z.object({ name: z.string().min(1), value: z.string().regex(/^-?\d+$/), isCalled: z.boolean() });

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.iso.datetime(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    engineVersion: z.string(),
    /** The newest migration applied where the backup was made; a restore brings the schema there before loading rows. */
    lastMigration: z.string().regex(/^\d{3}_[a-z0-9_]+$/),
    migrations: z.array(z.string()),
    tables: z.array(tableSchema),
    sequences: z.array(sequenceSchema),
    /** Tables never backed up (sessions, rate counters): what they hold is transient or a live credential. */
    excludedTables: z.array(z.string()),
  }),
  secrets: z.object({
    /** True only in an encrypted archive: two-step secrets, webhook signing secrets, the installation's own keys. */
    included: z.boolean(),
    note: z.string(),
  }),
  media: z.object({ driver: z.enum(['local', 's3']), files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** Every entry but the manifest, in archive order. */
  files: z.array(fileSchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = z.infer<typeof fileSchema>;
export type ManifestTable = z.infer<typeof tableSchema>;
export type ManifestSequence = z.infer<typeof sequenceSchema>;

/** The entry name of a table's rows; the number keeps the load order visible in a listing. */
export function tableEntry(index: number, table: string): string {
  return `${DATABASE_PREFIX}${String(index + 1).padStart(3, '0')}-${encodeURIComponent(table)}.ndjson`;
}

export type BackupErrorCode =
  | 'not_an_archive'
  | 'truncated'
  | 'checksum_mismatch'
  | 'bad_manifest'
  | 'newer_format'
  | 'newer_schema'
  | 'encrypted'
  | 'wrong_passphrase'
  | 'damaged'
  | 'target_not_empty'
  | 'target_in_use'
  | 'aborted';

/** What goes wrong with an archive, said so a person can act on it. */
export class BackupError extends Error {
  override name = 'BackupError';
  // A field, not a parameter property: the archive worker loads this file with its types stripped.
  readonly code: BackupErrorCode;
  constructor(code: BackupErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
