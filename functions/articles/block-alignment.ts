/**
 * Which parts of a translation an edit of its original makes stale, and the translation with
 * only those parts replaced (issue 30, "Update translation"). Pure: unit-tested in
 * tests/unit/translation-block-alignment.test.ts.
 *
 * The body is cut into blocks: each top-level element (paragraph, heading, quote, image), and
 * each item of a top-level list, whose list tags stay as structure around them. The
 * translation was made from the base (the original as it was then), so its blocks answer the
 * base's one for one, in order. A block of the original now that the base had word for word
 * (in place or moved) keeps its counterpart as the translator left it; any other block is new
 * or edited and needs translating. A base block gone from the original takes its counterpart
 * with it. Products answer one for one in the same way, matched by their name and description.
 */
import { topLevelBlocks } from '../ai/html-chunks.ts';

export type BlockKind = 'block' | 'item' | 'open' | 'close';

export interface Block {
  kind: BlockKind;
  html: string;
}

const LIST_OPEN = /^\s*<(ul|ol)\b[^>]*>/i;

/** The blocks of stored (sanitized, well-formed) article HTML, in order. */
export function blocksOf(html: string): Block[] {
  const blocks: Block[] = [];
  for (const piece of topLevelBlocks(html)) {
    const open = LIST_OPEN.exec(piece);
    const close = open && new RegExp(`</${open[1]}>\\s*$`, 'i').exec(piece);
    if (!open || !close) {
      blocks.push({ kind: 'block', html: piece.trim() });
      continue;
    }
    blocks.push({ kind: 'open', html: open[0].trim() });
    const inner = piece.slice(open[0].length, close.index);
    for (const item of topLevelBlocks(inner)) blocks.push({ kind: 'item', html: item.trim() });
    blocks.push({ kind: 'close', html: close[0].trim() });
  }
  return blocks;
}

export interface ProductTexts {
  name: string;
  description: string;
}

/** The original's fields a translation follows (a revision's shape, see TranslationBase in functions/db/schema.ts). */
export interface SourceFields<P extends ProductTexts = ProductTexts> {
  titulo: string;
  meta_descricao: string;
  conteudo_html: string;
  products: P[];
}

/** The translation's own texts, in the same shape. */
export interface TranslatedFields {
  titulo: string;
  meta_descricao: string;
  conteudo_html: string;
  products: ProductTexts[];
}

/** One text the original changed, to translate: where its translation goes, and the original's text now. */
export type ChangedPart =
  | { field: 'titulo' | 'meta_descricao'; text: string }
  | { field: 'conteudo_html'; index: number; kind: 'block' | 'item'; text: string }
  | { field: 'product_name' | 'product_description'; index: number; text: string };

/** The plan of an update: the translation rebuilt with a hole for each changed part. */
export interface AlignmentPlan<P extends ProductTexts = ProductTexts> {
  /** The new body's blocks: kept ones hold the translator's text, changed ones the original's (to replace). */
  blocks: Block[];
  /** The original's products now, each with the translation's name and description where they are kept. */
  products: P[];
  titulo: string;
  meta_descricao: string;
  changed: ChangedPart[];
  /** How the body moved, for the people reading the plan. */
  summary: { kept: number; moved: number; changed: number; removed: number };
}

export type AlignmentRefusal = 'body_structure' | 'products_count';

const sameStructure = (base: Block[], translation: Block[]) =>
  base.length === translation.length && base.every((block, index) => block.kind === translation[index]!.kind);

const productKey = (product: ProductTexts) => `${product.name}\u0000${product.description}`;

/**
 * The plan to bring `translation` (made from `base`) up to `current`, or why it cannot be
 * made: the translator changed the body's structure (blocks added, removed or merged), or the
 * number of products, so its parts no longer answer the base's one for one.
 */
export function alignTranslation<P extends ProductTexts>(
  base: SourceFields,
  current: SourceFields<P>,
  translation: TranslatedFields,
): AlignmentPlan<P> | AlignmentRefusal {
  const baseBlocks = blocksOf(base.conteudo_html);
  const translatedBlocks = blocksOf(translation.conteudo_html);
  if (!sameStructure(baseBlocks, translatedBlocks)) return 'body_structure';
  if (base.products.length !== translation.products.length) return 'products_count';

  const changed: ChangedPart[] = [];
  if (current.titulo !== base.titulo) changed.push({ field: 'titulo', text: current.titulo });
  if (current.meta_descricao !== base.meta_descricao) changed.push({ field: 'meta_descricao', text: current.meta_descricao });

  const used = new Set<number>();
  /** The base block equal to `block`: in place first, else the first one unused (a move). */
  const counterpart = (block: Block, position: number) => {
    const same = (index: number) => !used.has(index) && baseBlocks[index]!.kind === block.kind && baseBlocks[index]!.html === block.html;
    if (position < baseBlocks.length && same(position)) return position;
    return baseBlocks.findIndex((_base, index) => same(index));
  };
  const summary = { kept: 0, moved: 0, changed: 0, removed: 0 };
  const blocks = blocksOf(current.conteudo_html).map((block, index): Block => {
    if (block.kind === 'open' || block.kind === 'close') return block;
    const found = counterpart(block, index);
    if (found === -1) {
      summary.changed += 1;
      changed.push({ field: 'conteudo_html', index, kind: block.kind, text: block.html });
      return block;
    }
    used.add(found);
    if (found === index) summary.kept += 1;
    else summary.moved += 1;
    return translatedBlocks[found]!;
  });
  summary.removed = baseBlocks.filter((block, index) => (block.kind === 'block' || block.kind === 'item') && !used.has(index)).length;

  const usedProducts = new Set<number>();
  const products = current.products.map((product, index) => {
    const found = base.products.findIndex((old, at) => !usedProducts.has(at) && productKey(old) === productKey(product));
    if (found !== -1) {
      usedProducts.add(found);
      return { ...product, ...translation.products[found]! };
    }
    changed.push({ field: 'product_name', index, text: product.name });
    changed.push({ field: 'product_description', index, text: product.description });
    return product;
  });

  return {
    blocks,
    products,
    titulo: current.titulo === base.titulo ? translation.titulo : current.titulo,
    meta_descricao: current.meta_descricao === base.meta_descricao ? translation.meta_descricao : current.meta_descricao,
    changed,
    summary,
  };
}

/**
 * The plan with each changed part replaced by its translation (`texts[i]` translates
 * `plan.changed[i].text`): the translation's new fields. The caller checks the count first.
 */
export function applyTranslatedParts<P extends ProductTexts>(
  plan: AlignmentPlan<P>,
  texts: readonly string[],
): Omit<TranslatedFields, 'products'> & { products: P[] } {
  const blocks = plan.blocks.map((block) => ({ ...block }));
  const products = plan.products.map((product) => ({ ...product }));
  let { titulo, meta_descricao } = plan;
  plan.changed.forEach((part, at) => {
    const text = texts[at]!;
    if (part.field === 'titulo') titulo = text;
    else if (part.field === 'meta_descricao') meta_descricao = text;
    else if (part.field === 'conteudo_html') blocks[part.index] = { kind: part.kind, html: text };
    else if (part.field === 'product_name') products[part.index]!.name = text;
    else if (part.field === 'product_description') products[part.index]!.description = text;
  });
  return { titulo, meta_descricao, conteudo_html: joinBlocks(blocks), products };
}

/** Blocks back into HTML: list items inside their list's tags, as they came. */
export function joinBlocks(blocks: readonly Block[]): string {
  return blocks.map((block) => block.html).join('');
}
