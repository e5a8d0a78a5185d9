/**
 * A copy of a string that holds nothing but its own characters (docs/decisions/097).
 *
 * V8 answers a substring (the XML parser's text and attribute values, `trim()`, `slice()`, a
 * regular expression's match) as a view into the string it was cut from, and a short string
 * glued to one (`wp:${site}:${id}`) as a pair pointing at both. So a 40-character image
 * address kept from the file keeps the whole 64 KB piece of the file it was read from alive.
 * What a run keeps beyond the item it came with (the first pass's index, the report's lists,
 * the addresses the media importer remembers) is copied through this, so that a run holds the
 * kept text itself and not, piece by piece, the whole file it was cut from.
 */
export function detached(text: string): string {
  // JSON.parse builds a new flat string; stringify's escapes keep every code unit (a lone
  // surrogate included), so the copy is equal to the original.
  return JSON.parse(JSON.stringify(text)) as string;
}
