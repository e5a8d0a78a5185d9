/**
 * File uploads to /api/admin/uploads/:kind (the raw bytes as the body). Shared by every
 * screen that attaches media: articles, products, reviews, ebooks and the media library.
 */
import { mediaUploadAnswerSchema, type Media } from '../../lib/contracts/media.ts';
import { UPLOAD_KINDS, type UploadKind } from '../../lib/contracts/uploads.ts';
import { apiRequest } from './api-client.ts';

export { UPLOAD_KINDS, type Media, type UploadKind };

/** What each kind's file input accepts (the server checks the bytes as well). */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  images: 'image/*',
  products: 'image/*',
  'ebook-covers': 'image/png,image/jpeg,image/webp',
  audio: 'audio/mpeg,audio/wav,audio/x-wav,.mp3,.wav',
  videos: 'video/mp4,video/webm,.mp4,.webm',
};

export async function uploadFile(kind: UploadKind, file: File, signal?: AbortSignal): Promise<Media> {
  const { media } = await apiRequest(`/api/admin/uploads/${kind}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    schema: mediaUploadAnswerSchema,
    timeoutMs: 0,
    signal,
  });
  return media;
}

/**
 * A preview address for a chosen file. The CSP allows data: images but not blob: URLs, so
 * image previews are read as data URLs.
 */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
