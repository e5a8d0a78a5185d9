/** Reading speed the specification uses everywhere: 200 words per minute. */
export const WORDS_PER_MINUTE = 200;

/** Words of an HTML fragment after its tags are stripped and its entities count as text. */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .trim();
  if (!text) return 0;
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read: words / 200, rounded up, and at least 1 for any text. */
export function readingMinutes(html: string): number {
  const words = countWords(html);
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
