import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../src/admin/lib/format.ts';
import { $adminLocale } from '../../src/admin/lib/i18n.ts';
import { previewOf } from '../../src/admin/features/media/lib/preview-kind.ts';

describe('media library sizes', () => {
  it('reads bytes, KB and MB in the interface language', () => {
    $adminLocale.set('pt');
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(820)).toBe('820 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(3.2 * 1024 * 1024)).toBe('3,2 MB');
    $adminLocale.set('en');
    expect(formatBytes(3.2 * 1024 * 1024)).toBe('3.2 MB');
  });

  it('gives nothing for a size it cannot read', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});

describe('media library previews', () => {
  it('shows image folders as thumbnails and audio and video as icons', () => {
    expect(previewOf('images', 'image/png')).toBe('image');
    expect(previewOf('products', 'image/jpeg')).toBe('image');
    expect(previewOf('ebook-covers', 'image/webp')).toBe('image');
    expect(previewOf('audio', 'audio/mpeg')).toBe('audio');
    expect(previewOf('videos', 'video/mp4')).toBe('video');
    expect(previewOf('other', 'application/pdf')).toBe('file');
  });
});
