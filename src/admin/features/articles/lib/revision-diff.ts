/**
 * A readable comparison of two revisions: the fields that differ, and for the article text a
 * paragraph-by-paragraph diff of what a reader sees (tags stripped), so a change of one
 * sentence shows as one paragraph removed and one added, not as a wall of HTML.
 */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };
export interface FieldDiff {
  field: string;
  before: string;
  after: string;
  /** For the article text only. */
  parts?: DiffPart[];
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|figcaption|div)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text a reader sees, one paragraph a line. */
export function htmlParagraphs(html: string): string[] {
  return html
    .replace(BLOCK_END, '\n')
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, '[$1]')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A longest-common-subsequence diff of two lists of lines (articles have hundreds at most). */
export function diffLines(before: string[], after: string[]): DiffPart[] {
  const rows = before.length + 1;
  const cols = after.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      table[i * cols + j] =
        before[i] === after[j] ? table[(i + 1) * cols + j + 1]! + 1 : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      parts.push({ kind: 'same', text: before[i]! });
      i += 1;
      j += 1;
    } else if (j < after.length && (i === before.length || table[i * cols + j + 1]! >= table[(i + 1) * cols + j]!)) {
      parts.push({ kind: 'added', text: after[j]! });
      j += 1;
    } else {
      parts.push({ kind: 'removed', text: before[i]! });
      i += 1;
    }
  }
  return parts;
}

function display(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    return (
      value
        .map((item) =>
          typeof item === 'object' && item !== null && 'name' in item ? String((item as { name: unknown }).name) : JSON.stringify(item),
        )
        .join(', ') || '—'
    );
  }
  return String(value);
}

/** The fields that differ between two revisions' fields, in `order`. */
export function revisionDiff(before: Record<string, unknown>, after: Record<string, unknown>, order: readonly string[]): FieldDiff[] {
  return order
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) =>
      field === 'conteudo_html'
        ? {
            field,
            before: '',
            after: '',
            parts: diffLines(htmlParagraphs(String(before[field] ?? '')), htmlParagraphs(String(after[field] ?? ''))),
          }
        : { field, before: display(before[field]), after: display(after[field]) },
    );
}
