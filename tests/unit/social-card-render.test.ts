/** A social card is made whatever the title holds (the fuzz test found a title that drew nothing). */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSocialCard } from '../../functions/media/social-cards.ts';

describe('renderSocialCard', () => {
  it.each([
    ['an ordinary title', 'How to keep a sleep routine'],
    ['a title of invisible characters only', '\u200b\u200b'],
    ['control characters inside a title', 'Budget\u0001 basics\u0007'],
    ['markup-looking text', '<b>Bold</b> & "quoted"'],
  ])('draws a 1200x630 JPEG for %s', async (_name, titulo) => {
    const card = await renderSocialCard({ titulo, categoria: 'dinheiro', idioma: 'en', background: null });
    expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
