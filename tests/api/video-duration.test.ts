/**
 * An uploaded MP4's duration (issue 23): read from its movie header at upload, stored with the
 * media row, and given by the content API with the article that embeds it (the built page's
 * VideoObject writes it in ISO 8601: tests/unit/site-seo.test.ts). The files are built box by
 * box here, so each case is exactly the layout it names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await signIn(ctx)).headers;
});
afterAll(async () => {
  await ctx.close();
});

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An mvhd box: version 0 (32-bit times) or 1 (64-bit), with its timescale and duration. */
function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(version === 1 ? 108 : 96);
  body[0] = version;
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return box('mvhd', body);
}

const ftyp = box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2avc1mp41'));
const mdat = box('mdat', Buffer.alloc(200_000, 7));
const moov = (header: Buffer) => box('moov', header, box('trak', Buffer.alloc(64)));

async function upload(bytes: Buffer, type = 'video/mp4') {
  const response = await ctx.app.request('/api/admin/uploads/videos', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': type, 'X-File-Name': 'clip' },
    body: new Uint8Array(bytes),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { media } = await json(response);
  const row = await ctx.handle.db.selectFrom('media').select('duration_seconds').where('id', '=', media.id).executeTakeFirstOrThrow();
  return { url: media.publicUrl as string, seconds: row.duration_seconds };
}

describe('an uploaded video’s duration', () => {
  it('is read from mvhd after the media data (moov last) and before it (fast start), in both header versions', async () => {
    expect((await upload(Buffer.concat([ftyp, mdat, moov(mvhd(0, 1000, 65_500))]))).seconds).toBe(65.5);
    expect((await upload(Buffer.concat([ftyp, moov(mvhd(1, 90_000, 90_000 * 3723)), mdat]))).seconds).toBe(3723);
  });

  it('is unknown for a header that says unknown, a file without moov, and WebM', async () => {
    expect((await upload(Buffer.concat([ftyp, mdat, moov(mvhd(0, 1000, 0xffff_ffff))]))).seconds).toBeNull();
    expect((await upload(Buffer.concat([ftyp, mdat]))).seconds).toBeNull();
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
      Buffer.from(
        'B\u00f7\u0081\u0001B\u00f2\u0081\u0004B\u00f3\u0081\u0008B\u0082\u0084webmB\u0087\u0081\u0004B\u0085\u0081\u0002',
        'latin1',
      ),
      Buffer.alloc(5000),
    ]);
    expect((await upload(webm, 'video/webm')).seconds).toBeNull();
  });

  it('comes with the article that embeds the file, in the content API', async () => {
    const { url } = await upload(Buffer.concat([ftyp, mdat, moov(mvhd(0, 600, 600 * 42))]));
    const created = await ctx.app.request('/api/admin/articles', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        titulo: 'A clip of forty-two seconds',
        categoria: 'saude',
        meta_descricao: 'With a video.',
        conteudo_html: '<p>Watch.</p>',
        video_url: url,
        status: 'publicado',
      }),
    });
    expect(created.status).toBe(201);
    const { article } = await json(created);
    const { articles } = await json(await ctx.app.request('/api/content/articles?limit=100'));
    const listed = articles.find((row: { id: string }) => row.id === article.id);
    expect(listed).toMatchObject({ video_url: url, video_duracao: 42 });
    expect(
      articles
        .filter((row: { video_url: string | null }) => !row.video_url)
        .every((row: { video_duracao: unknown }) => row.video_duracao === null),
    ).toBe(true);
  });
});
