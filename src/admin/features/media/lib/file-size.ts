/** "820 B", "14 KB", "3.2 MB": a file's size for people. */
export function humanFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** Which preview a kind of upload gets: a thumbnail for the image folders, an icon otherwise. */
export function previewOf(fileType: string, mimeType: string): 'image' | 'audio' | 'video' | 'file' {
  if (mimeType.startsWith('image/') || ['images', 'products', 'ebook-covers'].includes(fileType)) return 'image';
  if (mimeType.startsWith('audio/') || fileType === 'audio') return 'audio';
  if (mimeType.startsWith('video/') || fileType === 'videos') return 'video';
  return 'file';
}
