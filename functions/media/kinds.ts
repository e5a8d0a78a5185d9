/** The upload folders of the specification, what each accepts (by content) and how large. */
import { UPLOAD_KINDS, UPLOAD_MAX_BYTES, type UploadKind } from '../../src/lib/contracts/uploads.ts';

export { UPLOAD_KINDS, type UploadKind };

const IMAGES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif' } as const;

export const KIND_RULES: Record<UploadKind, { maxBytes: number; types: Record<string, string>; label: { en: string; pt: string } }> = {
  images: {
    maxBytes: UPLOAD_MAX_BYTES.images,
    types: IMAGES,
    label: { en: 'an image (PNG, JPG, WEBP, GIF or AVIF)', pt: 'uma imagem (PNG, JPG, WEBP, GIF ou AVIF)' },
  },
  products: {
    maxBytes: UPLOAD_MAX_BYTES.products,
    types: IMAGES,
    label: { en: 'an image (PNG, JPG, WEBP, GIF or AVIF)', pt: 'uma imagem (PNG, JPG, WEBP, GIF ou AVIF)' },
  },
  'ebook-covers': {
    maxBytes: UPLOAD_MAX_BYTES['ebook-covers'],
    types: IMAGES,
    label: { en: 'an image (PNG, JPG or WEBP)', pt: 'uma imagem (PNG, JPG ou WEBP)' },
  },
  audio: {
    maxBytes: UPLOAD_MAX_BYTES.audio,
    types: { 'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/ogg': 'ogg', 'audio/x-m4a': 'm4a', 'audio/mp4': 'm4a' },
    label: { en: 'an audio file (MP3 or WAV)', pt: 'um arquivo de áudio (MP3 ou WAV)' },
  },
  videos: {
    maxBytes: UPLOAD_MAX_BYTES.videos,
    types: { 'video/mp4': 'mp4', 'video/webm': 'webm' },
    label: { en: 'a video (MP4 or WebM)', pt: 'um vídeo (MP4 ou WebM)' },
  },
};

/** The content type to serve a stored file with, from its (detected) extension. */
export const SERVED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function isUploadKind(value: string): value is UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(value);
}
