/**
 * What an uploaded image costs and carries (docs/decisions/041): its original is kept upright
 * and without EXIF, XMP or IPTC (a phone photo's GPS position, camera and owner), animation
 * kept; an image whose pixels over all frames, or frames, pass the limits is refused with 415
 * before it is decoded; and decoding runs through one bounded queue that answers 503 with
 * Retry-After when it is full. Nothing refused is stored.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CONCURRENCY, IMAGE_MAX_FRAMES, IMAGE_MAX_WAITING, imageQueue } from '../../functions/media/image-work.ts';
import { mediaUploadAnswerSchema } from '../../src/lib/contracts/media.ts';
import { animatedGif, pngHeaderOnly } from '../support/crafted-images.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await signIn(ctx)).headers;
});
afterAll(() => ctx.close());

const upload = (body: Buffer, language = 'en', kind = 'images') =>
  ctx.app.request(`/api/admin/uploads/${kind}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/octet-stream', 'X-File-Name': 'photo', 'Accept-Language': language },
    body: new Uint8Array(body),
  });

/** Every file in the local media folder, as keys (`images/123.jpg`). */
async function storedKeys(): Promise<string[]> {
  const root = path.join(ctx.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function uploadedAndServed(body: Buffer, kind = 'images') {
  const response = await upload(body, 'en', kind);
  expect(response.status).toBe(201);
  const answer = await json(response);
  const { media } = mediaUploadAnswerSchema.parse(answer);
  const served = await ctx.app.request(media.publicUrl);
  expect(served.status).toBe(200);
  const extra = answer.media as { width: number | null; height: number | null; variants: Array<{ path: string }> | null };
  return {
    media: { ...media, width: extra.width, height: extra.height, variants: extra.variants },
    bytes: Buffer.from(await served.arrayBuffer()),
  };
}

const GPS_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Pocket Camera 9', Copyright: 'Ana Souza' },
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Ana Souza</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';

/** True when the bytes still hold anything of the photo's metadata. */
async function carriesMetadata(bytes: Buffer): Promise<boolean> {
  const meta = await sharp(bytes).metadata();
  return (
    meta.exif !== undefined ||
    meta.xmp !== undefined ||
    meta.iptc !== undefined ||
    ['PhoneMaker', 'Pocket Camera', 'Ana Souza', 'GPS'].some((text) => bytes.includes(text))
  );
}

describe('an uploaded photo', () => {
  it('is served without its GPS position, camera, owner or any EXIF, XMP or IPTC', async () => {
    const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c0a080' } })
      .withExif(GPS_EXIF)
      .withXmp(XMP)
      .jpeg()
      .toBuffer();
    expect(await carriesMetadata(photo)).toBe(true);
    const { media, bytes } = await uploadedAndServed(photo);
    expect(await carriesMetadata(bytes)).toBe(false);
    expect(media).toMatchObject({ mime_type: 'image/jpeg', file_size: bytes.length, width: 120, height: 80 });
    expect(media.publicUrl).toMatch(/^\/media\/images\/\d+(-\d+)?\.jpg$/);
    // The WebP copies were clean already; they still are.
    for (const variant of media.variants ?? []) {
      expect(await carriesMetadata(Buffer.from(await (await ctx.app.request(`/media/${variant.path}`)).arrayBuffer()))).toBe(false);
    }
  });

  it('is turned upright first: its EXIF orientation is applied to the pixels, then dropped', async () => {
    // 60 wide, 20 high, to be shown turned a quarter (orientation 6): 20 wide, 60 high.
    const sideways = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#336699' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { media, bytes } = await uploadedAndServed(sideways);
    const served = await sharp(bytes).metadata();
    expect([served.width, served.height, served.orientation]).toEqual([20, 60, undefined]);
    expect([media.width, media.height]).toEqual([20, 60]);
  });

  it('is kept in its own format without metadata as PNG, WebP, AVIF and GIF too; an animation keeps its frames', async () => {
    const base = () =>
      sharp({ create: { width: 48, height: 32, channels: 4, background: '#80a0c0ff' } })
        .withExif(GPS_EXIF)
        .withXmp(XMP);
    for (const [format, image] of [
      ['png', await base().png().toBuffer()],
      ['webp', await base().webp().toBuffer()],
      ['avif', await base().avif().toBuffer()],
    ] as const) {
      const { media, bytes } = await uploadedAndServed(image);
      expect(media.publicUrl, format).toMatch(new RegExp(`\\.${format}$`));
      expect(await carriesMetadata(bytes), format).toBe(false);
    }
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 30, channels: 4, background } })
        .png()
        .toBuffer();
    const animation = await sharp([await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')], { join: { animated: true } })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();
    const { media, bytes } = await uploadedAndServed(animation);
    expect(media.publicUrl).toMatch(/\.gif$/);
    const served = await sharp(bytes).metadata();
    expect([served.pages, served.width, served.height, served.delay, served.loop]).toEqual([3, 40, 30, [100, 200, 300], 0]);
  });

  it('is never public under its first, staged name: only the processed files are kept', async () => {
    const keys = await storedKeys();
    expect(keys.filter((key) => key.endsWith('.upload'))).toEqual([]);
    const rows = await ctx.handle.db.selectFrom('media').select(['file_path', 'variants']).execute();
    const recorded = rows.flatMap((row) => [row.file_path, ...(row.variants ?? []).map((variant) => variant.path)]).sort();
    expect(keys).toEqual(recorded);
  });
});

describe('an image over the decoding limits', () => {
  it('is refused with 415 before it is decoded, in the request’s language, and nothing is stored', async () => {
    const before = { keys: await storedKeys(), rows: await ctx.handle.db.selectFrom('media').select('id').execute() };
    const cases = [
      // The security review's two GIFs: few pixels a frame, too many over all frames.
      ['1700 × 1700 pixels in 100 frames', await animatedGif(1700, 1700, 100)],
      ['600 × 600 pixels in 5000 frames', await animatedGif(600, 600, 5000)],
      [`16 × 16 pixels in ${IMAGE_MAX_FRAMES + 1} frames`, await animatedGif(16, 16, IMAGE_MAX_FRAMES + 1)],
      ['20000 × 20000 pixels', pngHeaderOnly(20_000, 20_000)],
    ] as const;
    for (const [size, image] of cases) {
      const started = performance.now();
      const response = await upload(image);
      expect(response.status, size).toBe(415);
      const { error } = await json(response);
      expect(error.code, size).toBe('image_too_large');
      expect(error.message, size).toContain(size);
      expect(error.message).toMatch(/At most 50 megapixels over all frames and 300 frames/);
      // Refused from its header: no second is spent decoding it.
      expect(performance.now() - started, size).toBeLessThan(5_000);
    }
    const inPortuguese = await upload(cases[0][1], 'pt-BR');
    expect((await json(inPortuguese)).error.message).toMatch(
      /^Esta imagem é grande demais para processar: 1700 × 1700 pixels em 100 quadros/,
    );
    expect(await storedKeys()).toEqual(before.keys);
    expect(await ctx.handle.db.selectFrom('media').select('id').execute()).toEqual(before.rows);
  });
});

describe('the image queue', () => {
  it('answers 503 with Retry-After when every place and the waiting list are taken, then takes uploads again', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1e5b4f' } })
      .png()
      .toBuffer();
    const before = await storedKeys();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: IMAGE_CONCURRENCY + IMAGE_MAX_WAITING }, () => imageQueue.run(() => held));
    expect(imageQueue.load).toEqual({ running: IMAGE_CONCURRENCY, waiting: IMAGE_MAX_WAITING });

    for (const [language, message] of [
      ['en', /^The server is processing other images right now\. Send this one again in 10 seconds\.$/],
      ['pt-BR', /^O servidor está processando outras imagens agora\. Envie esta de novo em 10 segundos\.$/],
    ] as const) {
      const busy = await upload(png, language);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('10');
      const { error } = await json(busy);
      expect(error).toEqual({ code: 'images_busy', message: expect.stringMatching(message) });
    }
    expect(await storedKeys()).toEqual(before);

    release();
    await Promise.all(holders);
    expect(imageQueue.load).toEqual({ running: 0, waiting: 0 });
    expect((await upload(png)).status).toBe(201);
  });

  it('runs one image at a time: uploads sent together are processed one after the other', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, imageQueue.load.running)), 1);
    const answers = await Promise.all(Array.from({ length: 3 }, () => upload(photo)));
    clearInterval(watch);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(most).toBe(IMAGE_CONCURRENCY);
  });
});
