/**
 * Responsive images (docs/decisions/026): an upload gets WebP copies 480, 960 and 1600 wide
 * (never wider than itself), its intrinsic size is recorded, a file sharp cannot read is
 * refused with 415 leaving nothing, the content API hands pages a srcset, uploads from before
 * variants are caught up, and deleting an image deletes its copies. The shipped sample images
 * have the same copies, committed beside them.
 */
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchUpImageVariants, makeImageVariants, UnreadableImage } from '../../functions/media/image-variants.ts';
import { articlesPageSchema, ebooksSchema } from '../../src/lib/content/schema.ts';
import { insertArticle } from '../support/fixtures.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let photo: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await signIn(ctx)).headers;
  // A photo-like JPEG, 2000x1000: noise, so the encoders have real work to do.
  photo = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#c08040', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
});
afterAll(() => ctx.close());

const upload = (kind: string, body: Buffer, name = 'photo.jpg') =>
  ctx.app.request(`/api/admin/uploads/${kind}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/octet-stream', 'X-File-Name': name },
    body: new Uint8Array(body),
  });

const uploadsDir = () => path.join(ctx.dataDir, 'uploads');
const storedFiles = async (kind: string) => (await readdir(path.join(uploadsDir(), kind)).catch(() => [] as string[])).sort();

async function mediaRow(id: string) {
  return ctx.handle.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('variants at upload', () => {
  it('a 2000-pixel JPEG gets 480, 960 and 1600 WebP copies, stored and served beside it, with its size recorded', async () => {
    const response = await upload('images', photo);
    expect(response.status).toBe(201);
    const { media } = await json(response);
    const row = await mediaRow(media.id);
    expect({ width: row.width, height: row.height }).toEqual({ width: 2000, height: 1000 });
    expect(row.variants!.map((variant) => [variant.width, variant.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    for (const variant of row.variants!) {
      const served = await ctx.app.request(`/media/${variant.path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: variant.width,
        height: variant.height,
      });
    }
    expect((await storedFiles('images')).length).toBe(4);
  });

  it('never upscales: a 700-pixel product image gets only the 480 copy, a 300-pixel one none', async () => {
    const medium = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0000' } })
      .webp()
      .toBuffer();
    const mediumRow = await mediaRow((await json(await upload('products', medium, 'p.png'))).media.id);
    expect(mediumRow.variants!.map((variant) => variant.width)).toEqual([480]);
    const smallRow = await mediaRow((await json(await upload('ebook-covers', small, 'c.webp'))).media.id);
    expect({ width: smallRow.width, height: smallRow.height, variants: smallRow.variants }).toEqual({
      width: 300,
      height: 200,
      variants: [],
    });
  });

  it('an image sharp cannot read (a JPEG cut short) answers 415 in the visitor’s language and stores nothing', async () => {
    const before = await storedFiles('images');
    const rowsBefore = await ctx.handle.db.selectFrom('media').select('id').execute();
    const truncated = photo.subarray(0, Math.floor(photo.length / 3));
    const response = await ctx.app.request('/api/admin/uploads/images', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'image/jpeg', 'Accept-Language': 'pt-BR' },
      body: new Uint8Array(truncated),
    });
    expect(response.status).toBe(415);
    const body = await json(response);
    expect(body.error.code).toBe('unsupported_type');
    expect(body.error.message).toMatch(/não pode ser lido/);
    expect(await storedFiles('images')).toEqual(before);
    expect(await ctx.handle.db.selectFrom('media').select('id').execute()).toHaveLength(rowsBefore.length);
  });

  it('audio and video get no variants (and are not read as images)', async () => {
    const wav = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([36, 0, 0, 0]),
      Buffer.from('WAVEfmt '),
      Buffer.from([16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x80, 0x3e, 0, 0, 2, 0, 16, 0]),
      Buffer.from('data'),
      Buffer.from([0, 0, 0, 0]),
    ]);
    const response = await upload('audio', wav, 'a.wav');
    expect(response.status).toBe(201);
    const row = await mediaRow((await json(response)).media.id);
    expect({ width: row.width, variants: row.variants }).toEqual({ width: null, variants: null });
  });
});

describe('what pages get', () => {
  it('the content API gives an uploaded featured image, product image and cover their size and srcset; other URLs none', async () => {
    const { media } = await json(await upload('images', photo));
    const small = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const product = (await json(await upload('products', small, 'p.png'))).media;
    const article = await insertArticle(ctx.handle.db, { imagem_destaque_url: media.publicUrl });
    await ctx.handle.db
      .insertInto('related_products')
      .values({
        article_id: article.id,
        nome: 'Vaso',
        descricao: 'd',
        preco: null,
        url_afiliado: 'https://example.com/v',
        imagem_url: product.publicUrl,
      })
      .execute();
    await insertArticle(ctx.handle.db, { imagem_destaque_url: 'https://images.example.com/a.jpg' });
    await ctx.handle.db
      .insertInto('interactive_ebooks')
      .values({
        title: 'E',
        description: 'd',
        cover_image_url: product.publicUrl,
        interactive_link: 'https://example.com/e',
        display_order: 1,
      })
      .execute();

    const page = articlesPageSchema.parse(await json(await ctx.app.request('/api/content/articles')));
    const withUpload = page.articles.find((item) => item.id === article.id)!;
    const row = await mediaRow(media.id);
    expect(withUpload.imagem_destaque).toEqual({
      width: 2000,
      height: 1000,
      // The 2000-pixel original is wider than the widest copy: never offered.
      srcset: row.variants!.map((variant) => ({ url: `/media/${variant.path}`, width: variant.width })),
    });
    expect(withUpload.related_products[0]!.imagem).toEqual({
      width: 600,
      height: 600,
      srcset: [
        { url: expect.stringMatching(/^\/media\/products\/\d+(-\d+)?\.webp$/), width: 480 },
        { url: product.publicUrl, width: 600 },
      ],
    });
    expect(page.articles.find((item) => item.imagem_destaque_url?.startsWith('https://'))!.imagem_destaque).toBeNull();
    // The articles list API (search and filters, the list island) gives its cards the same.
    const cards = (await json(await ctx.app.request('/api/articles?locale=en&limit=48'))).articles as Array<{
      id: string;
      imagem_destaque: unknown;
    }>;
    expect(cards.find((card) => card.id === article.id)!.imagem_destaque).toEqual(withUpload.imagem_destaque);
    const { ebooks } = ebooksSchema.parse(await json(await ctx.app.request('/api/content/ebooks')));
    expect(ebooks[0]!.cover_image?.srcset.at(-1)).toEqual({ url: product.publicUrl, width: 600 });
  });
});

describe('shipped sample images (docs/decisions/037)', () => {
  it('the content API gives a sample featured image its copies; each file is there, as wide as its srcset says', async () => {
    const url = '/sample/articles/how-to-start-an-emergency-fund-on-a-tight-budget.webp';
    const article = await insertArticle(ctx.handle.db, { imagem_destaque_url: url });
    const page = articlesPageSchema.parse(await json(await ctx.app.request('/api/content/articles')));
    const image = page.articles.find((item) => item.id === article.id)!.imagem_destaque;
    expect(image).toEqual({
      width: 1200,
      height: 630,
      srcset: [
        { url: url.replace('.webp', '-480.webp'), width: 480 },
        { url: url.replace('.webp', '-960.webp'), width: 960 },
        { url, width: 1200 },
      ],
    });
    for (const candidate of image!.srcset) {
      const { width, format } = await sharp(path.join('public', candidate.url)).metadata();
      expect([width, format]).toEqual([candidate.width, 'webp']);
    }
  });
});

describe('uploads from before variants', () => {
  it('are caught up (size and copies recorded); a file that is gone is marked and left alone', async () => {
    await mkdir(path.join(uploadsDir(), 'images'), { recursive: true });
    const old = await ctx.handle.db.selectFrom('media').selectAll().where('file_type', '=', 'images').executeTakeFirstOrThrow();
    await copyFile(path.join(uploadsDir(), old.file_path), path.join(uploadsDir(), 'images', '1000000000000.jpg'));
    const legacy = await ctx.handle.db
      .insertInto('media')
      .values({
        name: 'old.jpg',
        file_path: 'images/1000000000000.jpg',
        file_type: 'images',
        file_size: photo.length,
        mime_type: 'image/jpeg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gone = await ctx.handle.db
      .insertInto('media')
      .values({ name: 'gone.jpg', file_path: 'images/1000000000001.jpg', file_type: 'images', file_size: 1, mime_type: 'image/jpeg' })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await catchUpImageVariants({ db: ctx.handle.db, storage: ctx.deps.media, logger: ctx.logger })).toBe(1);
    const caughtUp = await mediaRow(legacy.id);
    expect({ width: caughtUp.width, widths: caughtUp.variants!.map((variant) => variant.width) }).toEqual({
      width: 2000,
      widths: [480, 960, 1600],
    });
    expect((await mediaRow(gone.id)).variants).toEqual([]);
    // Nothing is left to do the second time.
    expect(await catchUpImageVariants({ db: ctx.handle.db, storage: ctx.deps.media, logger: ctx.logger })).toBe(0);
  });
});

describe('variants of a stored file (the importer and the catch-up)', () => {
  // The checking decode runs only for an image too narrow for any copy; a wider one is decoded
  // whole by its copies, which must refuse a file cut short as well (docs/decisions/097).
  it('a JPEG cut short is refused as unreadable, wide enough for copies or not, and no copy is stored', async () => {
    await mkdir(path.join(uploadsDir(), 'images'), { recursive: true });
    const narrow = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#406080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    for (const [name, bytes] of [
      ['1000000000010.jpg', photo],
      ['1000000000011.jpg', narrow],
    ] as const) {
      await writeFile(path.join(uploadsDir(), 'images', name), bytes.subarray(0, Math.floor(bytes.length / 2)));
      const before = await storedFiles('images');
      await expect(makeImageVariants(ctx.deps.media, 'images', `images/${name}`)).rejects.toBeInstanceOf(UnreadableImage);
      expect(await storedFiles('images')).toEqual(before);
    }
    // Whole, the wide one gets its copies from that one decode.
    await writeFile(path.join(uploadsDir(), 'images', '1000000000012.jpg'), photo);
    const made = await makeImageVariants(ctx.deps.media, 'images', 'images/1000000000012.jpg');
    expect({ width: made.width, widths: made.variants.map((variant) => variant.width) }).toEqual({ width: 2000, widths: [480, 960, 1600] });
  });
});

describe('deleting an image', () => {
  it('deletes its copies too', async () => {
    const { media } = await json(await upload('images', photo));
    const row = await mediaRow(media.id);
    const names = [row.file_path, ...row.variants!.map((variant) => variant.path)].map((file) => path.basename(file));
    expect(await storedFiles('images')).toEqual(expect.arrayContaining(names));
    const response = await ctx.app.request(`/api/admin/media/${media.id}`, { method: 'DELETE', headers });
    expect(response.status).toBe(200);
    const left = await storedFiles('images');
    for (const name of names) expect(left).not.toContain(name);
  });
});
