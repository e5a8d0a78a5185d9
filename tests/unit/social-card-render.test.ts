/**
 * A social card is made whatever the title holds (the fuzz test found a title that drew nothing)
 * and whatever the featured image's kind; its shade darkens the picture from the brand colour at
 * 35 % at the top to #0b1f1a at 94 % at the bottom (decision 105 draws it on the raw pixels).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSocialCard, renderSocialCards, shadeRows } from '../../functions/media/social-cards.ts';

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

  const opaque = { width: 800, height: 600, channels: 3 as const, background: '#888888' };
  it.each([
    ['a grey JPEG', () => sharp({ create: opaque }).toColourspace('b-w').jpeg().toBuffer()],
    ['a 16-bit grey PNG', () => sharp({ create: opaque }).toColourspace('grey16').png().toBuffer()],
    ['a CMYK JPEG', () => sharp({ create: opaque }).toColourspace('cmyk').jpeg().toBuffer()],
    [
      'a transparent PNG',
      () =>
        sharp({ create: { ...opaque, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
          .png()
          .toBuffer(),
    ],
    [
      'a 16-bit PNG with alpha',
      () =>
        sharp({ create: { ...opaque, channels: 4, background: '#80808080' } })
          .png()
          .toColourspace('rgb16')
          .toBuffer(),
    ],
  ])('draws its four shapes over %s', async (_name, make) => {
    const cards = await renderSocialCards(
      { titulo: 'Over any picture', categoria: 'saude', idioma: 'pt', background: await make() },
      [630, 675, 900, 1200],
    );
    const sizes = await Promise.all(
      cards.map(async (card) => (({ width, height, format }) => [format, width, height])(await sharp(card).metadata())),
    );
    expect(sizes).toEqual([630, 675, 900, 1200].map((height) => ['jpeg', 1200, height]));
  });

  // Stored left red, right blue, with EXIF orientation 6 (turn 90° clockwise to show): upright, red above blue.
  // A small picture is decoded once for the four shapes, a large one again for each (at a fraction of its size).
  it.each([
    ['a small picture (decoded once)', 1200, 800],
    ['a large picture (decoded for each shape)', 4800, 3200],
  ])('draws %s turned by its EXIF orientation, red above blue', async (_name, width, height) => {
    const halves = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="${width / 2}" height="${height}" fill="#ff0000"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`,
    );
    const background = await sharp(halves).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const cards = await renderSocialCards({ titulo: '\u200b', categoria: 'saude', idioma: 'en', background }, [630, 1200]);
    for (const card of cards) {
      const { data, info } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
      const at = (y: number) => [...data.subarray((y * info.width + 900) * 3, (y * info.width + 900) * 3 + 3)];
      const [r1, , b1] = at(Math.round(info.height * 0.2));
      const [r2, , b2] = at(Math.round(info.height * 0.8));
      expect(r1, `${info.height}: red above`).toBeGreaterThan(b1! + 60);
      expect(b2, `${info.height}: blue below`).toBeGreaterThan(r2! + 10);
    }
  });
});

describe('the shade', () => {
  const pixel = (pixels: Buffer, width: number, x: number, y: number) => [...pixels.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
  /** The colour of `over` at `opacity` laid on `under`, per channel. */
  const blend = (under: number[], over: number[], opacity: number) => under.map((value, c) => value * (1 - opacity) + over[c]! * opacity);
  /** Within one level of 255 per channel: the shade is computed in 8.8 fixed point. */
  const near = (actual: number[], expected: number[]) =>
    actual.forEach((value, c) =>
      expect(Math.abs(value - expected[c]!), `channel ${c}: ${value} against ${expected[c]}`).toBeLessThanOrEqual(1),
    );

  it('lays the brand colour at 35 % on the top row, 55 % at 45 % of the height, #0b1f1a at 94 % on the last', () => {
    const width = 4;
    const height = 1000;
    const white = Buffer.alloc(width * height * 3, 255);
    shadeRows(white, width, height);
    const brand = [0x16, 0x3d, 0x35];
    const deep = [0x0b, 0x1f, 0x1a];
    near(pixel(white, width, 0, 0), blend([255, 255, 255], brand, 0.35));
    near(pixel(white, width, 3, 450), blend([255, 255, 255], brand, 0.55));
    near(pixel(white, width, 2, height - 1), blend([255, 255, 255], deep, 0.94));
    // Each row is one colour, and no lighter than the row above it (a level of rounding aside).
    for (let y = 1; y < height; y++) {
      expect(pixel(white, width, width - 1, y)).toEqual(pixel(white, width, 0, y));
      for (let c = 0; c < 3; c++) expect(pixel(white, width, 0, y)[c]!).toBeLessThanOrEqual(pixel(white, width, 0, y - 1)[c]! + 1);
    }
  });

  it('keeps the picture under it: a black picture gets only the shade’s own colour', () => {
    const black = Buffer.alloc(1 * 100 * 3, 0);
    shadeRows(black, 1, 100);
    near(pixel(black, 1, 0, 0), blend([0, 0, 0], [0x16, 0x3d, 0x35], 0.35));
    near(pixel(black, 1, 0, 99), blend([0, 0, 0], [0x0b, 0x1f, 0x1a], 0.94));
  });
});
