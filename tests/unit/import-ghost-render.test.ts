import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../functions/articles/sanitize.ts';
import { planGhostPost, readGhostExport } from '../../functions/import/ghost/plan.ts';
import { renderLexical, renderMobiledoc } from '../../functions/import/ghost/render.ts';
import type { ImportOptions } from '../../functions/import/types.ts';

const json = JSON.parse(readFileSync(path.resolve('tests/fixtures/import/ghost-documents.json'), 'utf8'));
const OPTIONS: ImportOptions & { sourceUrl: string } = {
  language: 'en',
  categoryMap: { wellbeing: 'saude' },
  defaultCategory: null,
  pages: 'skip',
  sourceUrl: 'https://blog.example',
};

describe('renderLexical', () => {
  it('renders text formats, headings, lists, links and quotes, escaping the text', () => {
    const doc = {
      root: {
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'a', format: 1 },
              { type: 'text', text: 'b', format: 3 },
              { type: 'text', text: 'c', format: 16 },
              { type: 'linebreak' },
              { type: 'text', text: '<img src=x onerror=alert(1)>' },
            ],
          },
          { type: 'heading', tag: 'h3', children: [{ type: 'text', text: 'Title' }] },
          { type: 'heading', tag: 'h9"><script>', children: [{ type: 'text', text: 'Odd' }] },
          { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [{ type: 'text', text: 'one' }] }] },
          { type: 'quote', children: [{ type: 'text', text: 'Said' }] },
          {
            type: 'paragraph',
            children: [{ type: 'link', url: 'https://x.example/"onmouseover="', children: [{ type: 'text', text: 'x' }] }],
          },
          { type: 'paragraph', children: [] },
        ],
      },
    };
    expect(renderLexical(JSON.stringify(doc))).toEqual({
      html:
        '<p><strong>a</strong><em><strong>b</strong></em><code>c</code><br>&lt;img src=x onerror=alert(1)&gt;</p>' +
        '<h3>Title</h3><h2>Odd</h2><ol><li>one</li></ol><blockquote><p>Said</p></blockquote>' +
        '<p><a href="https://x.example/&quot;onmouseover=&quot;">x</a></p>',
      unknown: [],
    });
  });

  it('renders Ghost cards as the editor would write them and names the ones it does not know', () => {
    const doc = {
      root: {
        children: [
          {
            type: 'image',
            src: 'https://b.example/i.jpg',
            alt: 'Alt',
            caption: 'Cap',
            width: 800,
            height: 600,
            href: 'https://b.example/',
          },
          {
            type: 'gallery',
            images: [{ src: 'https://b.example/1.jpg', alt: 'One' }, { src: 'https://b.example/2.jpg' }],
            caption: 'Both',
          },
          { type: 'horizontalrule' },
          { type: 'codeblock', code: 'if (a < b) {}', language: 'js' },
          { type: 'embed', url: 'https://vimeo.com/76979871' },
          { type: 'embed', url: 'https://twitter.com/x/status/1' },
          { type: 'button', buttonUrl: 'https://shop.example/', buttonText: 'Buy' },
          { type: 'html', html: '<p>Raw</p>' },
          { type: 'paywall' },
          { type: 'strange-card', children: [{ type: 'text', text: 'kept text' }] },
          { type: 'other-card' },
        ],
      },
    };
    const rendered = renderLexical(JSON.stringify(doc));
    expect(rendered?.html).toBe(
      '<figure><a href="https://b.example/"><img src="https://b.example/i.jpg" alt="Alt" width="800" height="600"></a><figcaption>Cap</figcaption></figure>' +
        '<figure><img src="https://b.example/1.jpg" alt="One"></figure><figure><img src="https://b.example/2.jpg" alt=""></figure><p>Both</p>' +
        '<hr><pre><code>if (a &lt; b) {}</code></pre>' +
        '<figure class="kg-card kg-embed-card"><iframe src="https://vimeo.com/76979871"></iframe></figure>' +
        '<p><a href="https://twitter.com/x/status/1">https://twitter.com/x/status/1</a></p>' +
        '<p><a href="https://shop.example/">Buy</a></p><p>Raw</p>kept text',
    );
    expect(rendered?.unknown).toEqual(['strange-card', 'other-card']);
  });

  it('answers null for what is not a Lexical document', () => {
    for (const source of ['{not json', '[]', '{"root": 1}', 'null']) expect(renderLexical(source)).toBeNull();
  });
});

describe('renderMobiledoc', () => {
  it('renders markup sections, atoms, lists, cards and image sections, closing what it opens', () => {
    const doc = {
      version: '0.3.1',
      atoms: [
        ['soft-return', '', {}],
        ['mention', '@ana', {}],
      ],
      cards: [
        ['markdown', { markdown: '# Big\n\n- a\n- b' }],
        ['code', { code: '<b>' }],
        ['mystery', {}],
      ],
      markups: [['em'], ['a', ['href', 'https://a.example/?q="x"', 'rel', 'nofollow']], ['iframe', ['src', 'https://evil.example']]],
      sections: [
        [
          1,
          'h2',
          [
            [0, [0, 1], 0, 'open'],
            [0, [], 2, ' both'],
          ],
        ],
        [
          1,
          'p',
          [
            [0, [2], 1, 'no iframe'],
            [1, [], 0, 0],
            [1, [], 0, 1],
          ],
        ],
        [2, 'https://b.example/pic.png'],
        [3, 'ul', [[[0, [], 0, 'item']]]],
        [10, 0],
        [10, 1],
        [10, 2],
        [1, 'pull-quote', [[0, [], 0, 'Quote']]],
        [1, 'section', [[0, [], 0, 'Plain']]],
      ],
    };
    const rendered = renderMobiledoc(JSON.stringify(doc));
    expect(rendered?.html).toBe(
      '<h2><em><a href="https://a.example/?q=&quot;x&quot;">open both</a></em></h2>' +
        '<p>no iframe<br>@ana</p>' +
        '<figure><img src="https://b.example/pic.png" alt=""></figure>' +
        '<ul><li>item</li></ul>' +
        '<h1>Big</h1>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n' +
        '<pre><code>&lt;b&gt;</code></pre>' +
        '<blockquote><p>Quote</p></blockquote><p>Plain</p>',
    );
    expect(rendered?.unknown).toEqual(['mystery']);
  });

  it('answers null for what is not a Mobiledoc document', () => {
    for (const source of ['', '{}', '{"sections": 3}']) expect(renderMobiledoc(source)).toBeNull();
  });
});

describe('a Ghost post without html', () => {
  const ghost = readGhostExport(json);
  const plans = new Map(ghost.posts.map((post) => [post.id, planGhostPost(post, ghost, OPTIONS)]));

  it('is planned from its Lexical document, with the same image, video and address handling as rendered HTML', () => {
    const plan = plans.get('7001');
    expect(plan?.kind).toBe('article');
    if (plan?.kind !== 'article') return;
    expect(plan.notes).toEqual([{ code: 'unknown_cards', detail: 'kg-mystery' }]);
    expect(plan.article).toMatchObject({
      idioma: 'en',
      status: 'publicado',
      categoria: 'saude',
      images: ['https://blog.example/content/images/2024/06/lake.jpg'],
      videoLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const stored = sanitizeArticleHtml(plan.article.conteudo_html);
    expect(stored).toContain('<p>Breathe <strong>slowly</strong><em> &amp; &lt;script&gt;alert(1)&lt;/script&gt;</em></p>');
    expect(stored).toContain('<img src="https://blog.example/content/images/2024/06/lake.jpg" alt="A &quot;calm&quot; lake"');
    expect(stored).toContain('<p>Some <strong>markdown</strong> here.</p>');
    expect(stored).not.toMatch(/<script|<iframe|<span|Subscribe/);
  });

  it('is planned from its Mobiledoc when it has no Lexical, in the language of its #pt tag', () => {
    const plan = plans.get('7002');
    expect(plan).toMatchObject({
      kind: 'article',
      article: { idioma: 'pt', images: ['https://blog.example/content/images/2023/01/bed.jpg'] },
    });
    if (plan?.kind !== 'article') return;
    expect(plan.notes).toEqual([{ code: 'unknown_cards', detail: 'unknown-card' }]);
    expect(sanitizeArticleHtml(plan.article.conteudo_html)).toContain('<h2>Sleep notes</h2>');
  });

  it('is skipped as no_body when its document cannot be read', () => {
    expect(plans.get('7003')).toMatchObject({ kind: 'skip', reason: 'no_body', detail: 'lexical' });
  });
});
