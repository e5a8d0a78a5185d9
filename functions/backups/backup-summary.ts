/**
 * What the Backups screen shows of an archive without opening it: a small JSON record kept
 * beside it (`<archive>.json`, in the folder or the object store), written by the backup job
 * after it read the finished archive back and checked every entry against the manifest. An
 * archive without one (made by `npm run backup`) is listed as not checked.
 */
import { z } from 'zod';
import type { Manifest } from './format.ts';

export const summarySchema = z.object({
  verified_at: z.string(),
  /** Every checksum and size matched the manifest when the archive was read back. */
  verified: z.boolean(),
  engine: z.string(),
  last_migration: z.string(),
  tables: z.number().int(),
  rows: z.number().int(),
  media_files: z.number().int(),
  media_bytes: z.number().int(),
  secrets_included: z.boolean(),
});
export type BackupSummary = z.infer<typeof summarySchema>;

export const summaryNameOf = (id: string) => `${id}.json`;

export function summarize(manifest: Manifest, verifiedAt: Date): BackupSummary {
  return {
    verified_at: verifiedAt.toISOString(),
    verified: true,
    engine: manifest.database.engine,
    last_migration: manifest.database.lastMigration,
    tables: manifest.database.tables.length,
    rows: manifest.database.tables.reduce((sum, table) => sum + table.rows, 0),
    media_files: manifest.media.files,
    media_bytes: manifest.media.bytes,
    secrets_included: manifest.secrets.included,
  };
}

/** A record that cannot be read (hand-edited, cut short) is treated as none: the archive shows as not checked. */
export function parseSummary(text: string | null): BackupSummary | null {
  if (text === null) return null;
  try {
    const parsed = summarySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
