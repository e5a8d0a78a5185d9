/**
 * Splits stored (sanitized, so well-formed) article HTML between its top-level elements into
 * pieces of about `max` characters, so that a long article goes to a model in parts that fit
 * its answer. An element longer than `max` stays whole: cutting inside one would break it.
 */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img']);
const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi;

/** The top-level pieces of `html`, text between elements included, in order. */
export function topLevelBlocks(html: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of html.matchAll(TAG)) {
    const [tag, closing, rawName] = match;
    const name = rawName!.toLowerCase();
    if (closing) depth = Math.max(0, depth - 1);
    else if (!VOID_ELEMENTS.has(name) && !tag.endsWith('/>')) depth += 1;
    if (depth === 0) {
      const end = match.index + tag.length;
      blocks.push(html.slice(start, end));
      start = end;
    }
  }
  blocks.push(html.slice(start));
  return blocks.filter((block) => block.trim() !== '');
}

export function htmlChunks(html: string, max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const block of topLevelBlocks(html)) {
    if (current && current.length + block.length > max) {
      chunks.push(current);
      current = '';
    }
    current += block;
  }
  if (current) chunks.push(current);
  return chunks;
}
