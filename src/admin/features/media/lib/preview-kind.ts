/** Which preview a kind of upload gets: a thumbnail for the image folders, an icon otherwise. */
export function previewOf(fileType: string, mimeType: string): 'image' | 'audio' | 'video' | 'file' {
  if (mimeType.startsWith('image/') || ['images', 'products', 'ebook-covers'].includes(fileType)) return 'image';
  if (mimeType.startsWith('audio/') || fileType === 'audio') return 'audio';
  if (mimeType.startsWith('video/') || fileType === 'videos') return 'video';
  return 'file';
}
