/**
 * The upload folders of the specification and the largest file each takes: declared once for
 * the server, which enforces them (functions/media/kinds.ts, store.ts), and the back office,
 * whose hints state them (docs/decisions/033-contracts-declared-once.md).
 */
export const UPLOAD_KINDS = ['images', 'audio', 'videos', 'products', 'ebook-covers'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

/** In bytes. */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  images: 10 * MB,
  products: 5 * MB,
  'ebook-covers': 5 * MB,
  audio: 30 * MB,
  videos: 100 * MB,
};

/** The limit in megabytes (MiB, as people read "MB"), the unit every message gives it in. */
export function uploadMaxMegabytes(kind: UploadKind): number {
  return UPLOAD_MAX_BYTES[kind] / MB;
}
