import { describe, expect, it } from 'vitest';
import { humanFileSize, previewOf } from '../../src/admin/features/media/lib/file-size.ts';

describe('media library sizes', () => {
  it('reads bytes, KB and MB for people', () => {
    expect(humanFileSize(0)).toBe('0 B');
    expect(humanFileSize(820)).toBe('820 B');
    expect(humanFileSize(1024)).toBe('1 KB');
    expect(humanFileSize(14_500)).toBe('14 KB');
    expect(humanFileSize(3.2 * 1024 * 1024)).toBe('3.2 MB');
    expect(humanFileSize(42 * 1024 * 1024)).toBe('42 MB');
  });

  it('gives nothing for a size it cannot read', () => {
    expect(humanFileSize(-1)).toBe('');
    expect(humanFileSize(Number.NaN)).toBe('');
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
