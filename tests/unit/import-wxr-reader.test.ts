import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_FIELD_CHARS, readWxr, WxrFormatError, type WxrEvent, type WxrItem } from '../../functions/import/wordpress/wxr-reader.ts';

const FIXTURE = path.resolve('tests/fixtures/import/polylang.xml');

async function readAll(source: Readable | AsyncIterable<Buffer | string>): Promise<WxrEvent[]> {
  const events: WxrEvent[] = [];
  for await (const event of readWxr(source)) events.push(event);
  return events;
}

function items(events: WxrEvent[]): WxrItem[] {
  return events.flatMap((event) => (event.type === 'item' ? [event.item] : []));
}

/** The file handed over in chunks of `size` bytes, so that characters and CDATA ends are split. */
function chunked(bytes: Buffer, size: number): Readable {
  const parts: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) parts.push(bytes.subarray(start, start + size));
  return Readable.from(parts);
}

describe('readWxr', () => {
  it('reads the channel, the terms and every item of an export', async () => {
    const events = await readAll(createReadStream(FIXTURE));
    const channel = events.find((event) => event.type === 'channel');
    expect(channel).toEqual({
      type: 'channel',
      channel: expect.objectContaining({
        title: 'Casa Serena',
        baseSiteUrl: 'https://casaserena.example',
        language: 'pt-BR',
        wxrVersion: '1.2',
      }),
    });
    // The channel's facts come before its first item.
    expect(events.findIndex((event) => event.type === 'channel')).toBeLessThan(events.findIndex((event) => event.type === 'item'));

    expect(events.filter((event) => event.type === 'author')).toEqual([
      { type: 'author', author: { login: 'marta', displayName: 'Marta Quintal' } },
    ]);

    const terms = events.flatMap((event) => (event.type === 'term' ? [event.term] : []));
    expect(terms.map((term) => `${term.taxonomy}:${term.slug}`)).toEqual([
      'category:financas',
      'category:sleep',
      'post_tag:rotina',
      'language:pt',
      'language:en',
      'post_translations:pll_5f2a1c',
    ]);
    expect(terms.find((term) => term.slug === 'financas')?.name).toBe('Finanças');
    expect(terms.at(-1)?.description).toBe('a:2:{s:2:"pt";i:101;s:2:"en";i:102;}');

    const all = items(events);
    expect(all.map((item) => item.postId)).toEqual([101, 102, 55, 103, 140, 104, 105, 106, 107, 108]);
    const first = all[0]!;
    expect(first.title).toBe('Orçamento de março 💸 sem culpa');
    expect(first.postName).toBe('or%c3%a7amento-de-mar%c3%a7o');
    expect(first.postDateGmt).toBe('2024-03-01 12:00:00');
    expect(first.status).toBe('publish');
    expect(first.postType).toBe('post');
    expect(first.terms).toContainEqual({ domain: 'language', nicename: 'pt', name: 'Português' });
    expect(first.meta.get('_thumbnail_id')).toBe('55');
    // XML reads a CRLF as LF (XML 1.0, 2.11), so serialized PHP loses a byte its length counted.
    expect(first.meta.get('_custom_layout')).toBe('a:1:{s:5:"notes";s:14:"linha1\nlinha2";}');
    // "]]>" written as two CDATA sections comes back whole.
    expect(first.content).toContain('<code>if (a[b[0]]> 1) {}</code>');
    // A right-to-left mark at the start of a title is kept (the article service decides what to do with it).
    expect(all[1]!.title).toBe('\u200fMarch budget, guilt-free');
    expect(all[2]!.attachmentUrl).toBe('https://casaserena.example/wp-content/uploads/2024/03/cofre.jpg');
    expect(all[2]!.postParent).toBe(101);
    expect(all[4]!.meta.get('_ta_destination_url')).toBe('https://shop.example/travesseiro?ref=casaserena');
  });

  it('reads the same events whatever the chunk boundaries', async () => {
    const bytes = readFileSync(FIXTURE);
    const whole = await readAll(Readable.from([bytes]));
    for (const size of [1, 7, 64]) {
      expect(await readAll(chunked(bytes, size))).toEqual(whole);
    }
  });

  it('refuses a DOCTYPE before reading any item, so no entity is ever declared or expanded', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&x;</title></item></channel></rss>`;
    const events: WxrEvent[] = [];
    await expect(async () => {
      for await (const event of readWxr(Readable.from([xml]))) events.push(event);
    }).rejects.toThrow(WxrFormatError);
    expect(events).toEqual([]);
  });

  it('refuses a file that is XML but no WordPress export, and one that is not XML', async () => {
    await expect(readAll(Readable.from(['<html><body>hi</body></html>']))).rejects.toMatchObject({ message: 'not_wxr' });
    const rss = '<rss version="2.0"><channel><title>A feed</title><item><title>x</title></item></channel></rss>';
    await expect(readAll(Readable.from([rss]))).rejects.toMatchObject({ message: 'not_wxr' });
    await expect(readAll(Readable.from(['{"db":[]}']))).rejects.toBeInstanceOf(WxrFormatError);
  });

  it('hands out the items read whole before a file breaks off, then says where it broke', async () => {
    const bytes = readFileSync(FIXTURE, 'utf8');
    const cut = bytes.slice(0, bytes.indexOf('<title><![CDATA[Notas privadas'));
    const seen: WxrItem[] = [];
    let error: unknown;
    try {
      for await (const event of readWxr(Readable.from([cut + '</channel><broken']))) if (event.type === 'item') seen.push(event.item);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(WxrFormatError);
    expect((error as WxrFormatError).itemsRead).toBe(5);
    expect(seen.map((item) => item.postId)).toEqual([101, 102, 55, 103, 140]);
  });

  it('marks an item with an oversized field unreadable and goes on with the next', async () => {
    const huge = 'x'.repeat(MAX_FIELD_CHARS + 1);
    const xml = `<rss><channel><wp:wxr_version>1.2</wp:wxr_version>
<item><wp:post_id>1</wp:post_id><content:encoded><![CDATA[${huge}]]></content:encoded></item>
<item><wp:post_id>2</wp:post_id><content:encoded>small</content:encoded></item></channel></rss>`;
    const events = await readAll(Readable.from([xml]));
    expect(events.filter((event) => event.type === 'unreadable')).toEqual([
      { type: 'unreadable', line: 2, reason: 'field_too_long:content:encoded' },
    ]);
    expect(items(events).map((item) => item.postId)).toEqual([2]);
  });
});
