/**
 * The block alignment of "Update translation" (functions/articles/block-alignment.ts): only the
 * parts the original changed since the translation's base are sent to translate, and every
 * other block keeps the translator's text, in the original's new order.
 */
import { describe, expect, it } from 'vitest';
import { alignTranslation, applyTranslatedParts, blocksOf, type AlignmentPlan } from '../../functions/articles/block-alignment.ts';

const product = (name: string, description: string, price = 10) => ({
  name,
  description,
  price,
  affiliate_link: `https://shop.example/${name.replace(/\s/g, '-')}`,
  image_url: null,
});

const base = {
  titulo: 'Sleep well',
  meta_descricao: 'How to sleep well.',
  conteudo_html: '<h2>Evening</h2><p>Dim the lights.</p><p>Read a book.</p><ul><li>Tea</li><li>Bath</li></ul>',
  products: [product('Lamp', 'A warm lamp'), product('Mask', 'A silk mask')],
};
const translation = {
  titulo: 'Durma bem',
  meta_descricao: 'Como dormir bem.',
  conteudo_html: '<h2>Noite</h2><p>Diminua as luzes.</p><p>Leia um livro.</p><ul><li>Chá</li><li>Banho</li></ul>',
  products: [
    { name: 'Luminária', description: 'Uma luminária quente' },
    { name: 'Máscara', description: 'Uma máscara de seda' },
  ],
};

function plan(current: Partial<typeof base>): AlignmentPlan<ReturnType<typeof product>> {
  const result = alignTranslation(base, { ...base, ...current }, translation);
  if (typeof result === 'string') throw new Error(result);
  return result;
}

/** Answers each changed part with "[pt] text", as a model would translate it. */
const translated = (p: AlignmentPlan<ReturnType<typeof product>>) =>
  applyTranslatedParts(
    p,
    p.changed.map((part) => `[pt] ${part.text}`),
  );

describe('blocksOf', () => {
  it('cuts top-level elements into blocks and lists into their items between the list tags', () => {
    expect(blocksOf('<h2>A</h2><ol start="2"><li>x <em>y</em></li><li>z</li></ol><p>B</p>')).toEqual([
      { kind: 'block', html: '<h2>A</h2>' },
      { kind: 'open', html: '<ol start="2">' },
      { kind: 'item', html: '<li>x <em>y</em></li>' },
      { kind: 'item', html: '<li>z</li>' },
      { kind: 'close', html: '</ol>' },
      { kind: 'block', html: '<p>B</p>' },
    ]);
  });
});

describe('alignTranslation', () => {
  it('with nothing changed, sends nothing and keeps the translation as it is', () => {
    const p = plan({});
    expect(p.changed).toEqual([]);
    expect(translated(p)).toMatchObject({
      ...translation,
      products: translation.products.map((texts) => expect.objectContaining(texts)),
    });
    expect(translated(p).conteudo_html).toBe(translation.conteudo_html);
  });

  it('an added paragraph is the one part sent, placed where the original put it', () => {
    const p = plan({ conteudo_html: base.conteudo_html.replace('<p>Read a book.</p>', '<p>Read a book.</p><p>No screens.</p>') });
    expect(p.changed).toEqual([{ field: 'conteudo_html', index: 3, kind: 'block', text: '<p>No screens.</p>' }]);
    expect(translated(p).conteudo_html).toBe(
      '<h2>Noite</h2><p>Diminua as luzes.</p><p>Leia um livro.</p>[pt] <p>No screens.</p><ul><li>Chá</li><li>Banho</li></ul>',
    );
  });

  it('a removed paragraph takes its translation with it and sends nothing', () => {
    const p = plan({ conteudo_html: base.conteudo_html.replace('<p>Dim the lights.</p>', '') });
    expect(p.changed).toEqual([]);
    expect(p.summary).toMatchObject({ removed: 1, changed: 0 });
    expect(translated(p).conteudo_html).toBe('<h2>Noite</h2><p>Leia um livro.</p><ul><li>Chá</li><li>Banho</li></ul>');
  });

  it('a moved paragraph moves its translation and sends nothing', () => {
    const p = plan({ conteudo_html: '<p>Read a book.</p><h2>Evening</h2><p>Dim the lights.</p><ul><li>Tea</li><li>Bath</li></ul>' });
    expect(p.changed).toEqual([]);
    expect(p.summary.moved).toBeGreaterThan(0);
    expect(translated(p).conteudo_html).toBe(
      '<p>Leia um livro.</p><h2>Noite</h2><p>Diminua as luzes.</p><ul><li>Chá</li><li>Banho</li></ul>',
    );
  });

  it('an edited paragraph is sent alone and replaces only its counterpart', () => {
    const p = plan({ conteudo_html: base.conteudo_html.replace('Read a book.', 'Read a paper book.') });
    expect(p.changed).toEqual([{ field: 'conteudo_html', index: 2, kind: 'block', text: '<p>Read a paper book.</p>' }]);
    expect(translated(p).conteudo_html).toBe(
      '<h2>Noite</h2><p>Diminua as luzes.</p>[pt] <p>Read a paper book.</p><ul><li>Chá</li><li>Banho</li></ul>',
    );
  });

  it('a changed list item is sent alone; the list and its other items stay', () => {
    const p = plan({ conteudo_html: base.conteudo_html.replace('<li>Bath</li>', '<li>Warm bath</li>') });
    expect(p.changed).toEqual([{ field: 'conteudo_html', index: 5, kind: 'item', text: '<li>Warm bath</li>' }]);
    expect(translated(p).conteudo_html).toBe(
      '<h2>Noite</h2><p>Diminua as luzes.</p><p>Leia um livro.</p><ul><li>Chá</li>[pt] <li>Warm bath</li></ul>',
    );
  });

  it('a changed title and meta description are sent; unchanged ones keep the translator’s', () => {
    const p = plan({ titulo: 'Sleep better' });
    expect(p.changed).toEqual([{ field: 'titulo', text: 'Sleep better' }]);
    expect(translated(p)).toMatchObject({ titulo: '[pt] Sleep better', meta_descricao: 'Como dormir bem.' });
  });

  it('products: a changed one is sent (name and description), a kept one keeps its translation, prices follow the original', () => {
    const p = plan({ products: [product('Mask', 'A silk mask', 12), product('Lamp', 'A dimmable lamp')] });
    expect(p.changed).toEqual([
      { field: 'product_name', index: 1, text: 'Lamp' },
      { field: 'product_description', index: 1, text: 'A dimmable lamp' },
    ]);
    expect(translated(p).products).toEqual([
      { ...product('Mask', 'A silk mask', 12), name: 'Máscara', description: 'Uma máscara de seda' },
      { ...product('Lamp', 'A dimmable lamp'), name: '[pt] Lamp', description: '[pt] A dimmable lamp' },
    ]);
  });

  it('a removed product takes its translation with it; an added one is sent', () => {
    const p = plan({ products: [product('Lamp', 'A warm lamp'), product('Pillow', 'A soft pillow')] });
    expect(p.changed.map((part) => part.text)).toEqual(['Pillow', 'A soft pillow']);
    expect(translated(p).products.map((x) => x.name)).toEqual(['Luminária', '[pt] Pillow']);
  });

  it('refuses when the translator changed the body’s structure or the number of products', () => {
    expect(alignTranslation(base, base, { ...translation, conteudo_html: '<p>Tudo junto.</p>' })).toBe('body_structure');
    expect(alignTranslation(base, base, { ...translation, products: translation.products.slice(1) })).toBe('products_count');
  });
});
