import { createReadStream } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  emptyIndex,
  indexEvent,
  planWordPressItem,
  publicationDate,
  siteLanguage,
  unserializePhp,
  type WxrIndex,
} from '../../functions/import/wordpress/plan.ts';
import type { ImportOptions, ItemPlan } from '../../functions/import/types.ts';
import { readWxr, type WxrItem } from '../../functions/import/wordpress/wxr-reader.ts';

const FIXTURE = path.resolve('tests/fixtures/import/polylang.xml');
const OPTIONS: ImportOptions = { language: 'en', categoryMap: { financas: 'dinheiro' }, defaultCategory: 'desenvolvimento', pages: 'skip' };

/** The importer's two passes over the fixture: the index, then a plan per item. */
async function plan(options: ImportOptions = OPTIONS): Promise<{ index: WxrIndex; plans: Map<number, ItemPlan> }> {
  const index = emptyIndex();
  for await (const event of readWxr(createReadStream(FIXTURE))) indexEvent(index, event);
  const plans = new Map<number, ItemPlan>();
  for await (const event of readWxr(createReadStream(FIXTURE))) {
    if (event.type === 'item') plans.set(event.item.postId!, planWordPressItem(event.item, index, options));
  }
  return { index, plans };
}

function article(plans: Map<number, ItemPlan>, id: number) {
  const found = plans.get(id);
  if (found?.kind !== 'article') throw new Error(`item ${id} is not an article: ${JSON.stringify(found)}`);
  return found;
}

describe('unserializePhp', () => {
  it('reads serialized PHP, also when a CRLF read as LF left a string length one too long', () => {
    expect(unserializePhp('a:2:{s:2:"pt";i:101;s:2:"en";i:102;}')).toEqual({ pt: 101, en: 102 });
    expect(unserializePhp('a:1:{s:5:"notes";s:14:"linha1\nlinha2";}')).toEqual({ notes: 'linha1\nlinha2' });
    expect(unserializePhp('not serialized')).toBeNull();
  });
});

describe('siteLanguage and publicationDate', () => {
  it('reads Polylang and WPML codes as the site languages and nothing else', () => {
    expect(['en', 'en_GB', 'EN-us', 'pt', 'pt-br', 'pt_PT', 'fr', 'es', ''].map(siteLanguage)).toEqual([
      'en',
      'en',
      'en',
      'pt',
      'pt',
      'pt',
      null,
      null,
      null,
    ]);
  });

  it('takes post_date_gmt, then pubDate, then the local date; zero dates are none', () => {
    const item = (fields: Partial<WxrItem>) => ({ postDateGmt: '', pubDate: '', postDate: '', ...fields }) as WxrItem;
    expect(publicationDate(item({ postDateGmt: '2024-03-01 12:00:00', pubDate: 'Sat, 02 Mar 2024 00:00:00 +0000' }))?.toISOString()).toBe(
      '2024-03-01T12:00:00.000Z',
    );
    expect(publicationDate(item({ postDateGmt: '0000-00-00 00:00:00', pubDate: 'Fri, 01 Mar 2024 12:00:00 +0000' }))?.toISOString()).toBe(
      '2024-03-01T12:00:00.000Z',
    );
    expect(publicationDate(item({ postDateGmt: '0000-00-00 00:00:00', postDate: '2024-03-01 09:00:00' }))?.toISOString()).toBe(
      '2024-03-01T09:00:00.000Z',
    );
    expect(publicationDate(item({ postDateGmt: '0000-00-00 00:00:00', postDate: '0000-00-00 00:00:00' }))).toBeNull();
  });
});

describe('planWordPressItem on the Polylang fixture', () => {
  it('indexes attachments, affiliate links, translation groups, categories and authors', async () => {
    const { index } = await plan();
    expect(index.attachments.get(55)).toBe('https://casaserena.example/wp-content/uploads/2024/03/cofre.jpg');
    expect(index.affiliateLinks.get('travesseiro-firme')).toEqual({
      title: 'Travesseiro firme',
      url: 'https://shop.example/travesseiro?ref=casaserena',
    });
    expect(index.translationTerms.get('pll_5f2a1c')).toEqual(
      new Map([
        ['pt', 101],
        ['en', 102],
      ]),
    );
    expect(index.categories.get('financas')).toEqual({ name: 'Finanças', posts: 2 });
    expect(index.categories.get('sleep')).toEqual({ name: 'Sleep', posts: 1 });
    expect(index.authors.get('marta')).toBe('Marta Quintal');
  });

  it('makes a published Gutenberg post an article with its language, group, category, image and old addresses', async () => {
    const { plans } = await plan();
    const post = article(plans, 101);
    expect(post.sourceKey).toBe('wp:casaserena.example:101');
    expect(post.article).toMatchObject({
      titulo: 'Orçamento de março 💸 sem culpa',
      slug: 'orcamento-de-marco',
      idioma: 'pt',
      status: 'publicado',
      categoria: 'dinheiro',
      autor: 'Marta Quintal',
      meta_descricao: 'Como fechar o mês sem culpa.',
      featuredImage: 'https://casaserena.example/wp-content/uploads/2024/03/cofre.jpg',
      translationGroup: 'pll:pll_5f2a1c',
      tags: ['rotina'],
    });
    expect(post.article.data_publicacao?.toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(post.oldPaths).toEqual(
      expect.arrayContaining(['/pt/2024/03/orcamento-de-marco/', '/?p=101', '/orçamento-de-março/', '/pt/2024/03/01/orçamento-de-março/']),
    );
    // Its category and tag archives, with and without Polylang's prefix (never its language or group terms).
    expect(post.archivePaths).toEqual(['/category/financas/', '/pt/category/financas/', '/tag/rotina/', '/pt/tag/rotina/']);
    expect(post.notes).toEqual([]);
  });

  it('gives the classic translation paragraphs, its video, the right-to-left mark dropped and the excerpt as description', async () => {
    const { plans } = await plan();
    const post = article(plans, 102);
    expect(post.article.titulo).toBe('March budget, guilt-free');
    expect(post.article.idioma).toBe('en');
    expect(post.article.translationGroup).toBe('pll:pll_5f2a1c');
    expect(post.article.meta_descricao).toBe('Closing the month without guilt.');
    expect(post.article.videoLink).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(post.article.conteudo_html).toContain('<p>A second one, with a line<br>\nbreak inside it.</p>');
    expect(post.article.conteudo_html).toContain('<figcaption>A safe on a shelf</figcaption>');
    // No post_date_gmt: the RFC 822 pubDate.
    expect(post.article.data_publicacao?.toISOString()).toBe('2024-03-01T12:00:00.000Z');
    expect(post.notes).toEqual([{ code: 'unknown_shortcodes', detail: 'contact-form-7' }]);
  });

  it('schedules a future post at its date and turns its affiliate links into products', async () => {
    const { plans } = await plan();
    const post = article(plans, 103);
    expect(post.article.status).toBe('agendado');
    expect(post.article.data_publicacao?.toISOString()).toBe('2031-12-01T09:00:00.000Z');
    // "sleep" is not in the map: the default category.
    expect(post.article.categoria).toBe('desenvolvimento');
    expect(post.article.products).toEqual([{ name: 'um travesseiro firme', url: 'https://shop.example/travesseiro?ref=casaserena' }]);
    expect(post.article.asins).toEqual(['B07XYZ1234']);
  });

  it('never makes private or password-protected posts public, and says so', async () => {
    const { plans } = await plan();
    expect(article(plans, 104).article.status).toBe('rascunho');
    expect(article(plans, 104).notes).toContainEqual({ code: 'private_as_draft' });
    expect(article(plans, 105).article.status).toBe('rascunho');
    expect(article(plans, 105).notes).toContainEqual({ code: 'password_as_draft' });
  });

  it('skips attachments, affiliate-link posts, pages (unless asked) and languages the site has not', async () => {
    const { plans } = await plan();
    expect(plans.get(55)).toMatchObject({ kind: 'skip', reason: 'attachment' });
    expect(plans.get(140)).toMatchObject({ kind: 'skip', reason: 'affiliate_link' });
    expect(plans.get(106)).toMatchObject({ kind: 'skip', reason: 'page' });
    expect(plans.get(107)).toMatchObject({ kind: 'skip', reason: 'unsupported_language', detail: 'fr' });
    const withPages = await plan({ ...OPTIONS, pages: 'articles' });
    expect(article(withPages.plans, 106).oldPaths).toEqual(expect.arrayContaining(['/sobre/', '/?page_id=106']));
  });

  it('slugs a draft without post_name from its title and keeps it undated', async () => {
    const { plans } = await plan();
    const draft = article(plans, 108);
    expect(draft.article).toMatchObject({ slug: 'rascunho-velho', status: 'rascunho', data_publicacao: null, idioma: 'pt' });
  });
});
