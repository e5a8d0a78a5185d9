import { describe, expect, it } from 'vitest';
import { articleSwitcherLinks, articleUrl, articleVersions, foreignLanguageMark } from '../../src/lib/article-links.ts';
import { feedOptions } from '../../src/lib/feed.ts';
import { buildStaticRedirects } from '../../src/lib/static-redirects.ts';
import type { PublishedArticle } from '../../src/lib/content/schema.ts';

const sleep = { slug: 'sleep-routine', idioma: 'en' as const };
const sono = { slug: 'rotina-de-sono', idioma: 'pt' as const };

describe('article URLs: each article once, at its language’s URL', () => {
  it('English at /artigos/{slug}, Portuguese at /pt/artigos/{slug}', () => {
    expect(articleUrl(sleep)).toBe('/artigos/sleep-routine');
    expect(articleUrl(sono)).toBe('/pt/artigos/rotina-de-sono');
    expect(articleUrl({ slug: 'pão & café', idioma: 'pt' })).toBe('/pt/artigos/p%C3%A3o%20%26%20caf%C3%A9');
  });

  it('versions: the article and its translation, each at its own slug', () => {
    expect(articleVersions({ ...sleep, traducao: null })).toEqual({ en: '/artigos/sleep-routine' });
    expect(articleVersions({ ...sono, traducao: sleep })).toEqual({ pt: '/artigos/rotina-de-sono', en: '/artigos/sleep-routine' });
  });

  it('the switcher goes to the translation, or without one to the other locale’s articles list', () => {
    expect(articleSwitcherLinks({ ...sleep, traducao: sono })).toEqual({ en: '/artigos/sleep-routine', pt: '/pt/artigos/rotina-de-sono' });
    expect(articleSwitcherLinks({ ...sono, traducao: null })).toEqual({ pt: '/pt/artigos/rotina-de-sono', en: '/artigos' });
    expect(articleSwitcherLinks({ ...sleep, traducao: null })).toEqual({ en: '/artigos/sleep-routine', pt: '/pt/artigos' });
  });

  it('a card in the other language gets lang, hreflang and a badge; one in the page’s language nothing', () => {
    expect(foreignLanguageMark(sleep, 'en')).toBeNull();
    expect(foreignLanguageMark(sleep, 'pt')).toEqual({ lang: 'en', hreflang: 'en', badge: 'card.language.en' });
    expect(foreignLanguageMark(sono, 'en')).toEqual({ lang: 'pt-BR', hreflang: 'pt', badge: 'card.language.pt' });
  });
});

describe('feedOptions', () => {
  const base = (id: number, idioma: 'en' | 'pt'): PublishedArticle => ({
    id: String(id),
    slug: `a-${id}`,
    idioma,
    traducao: null,
    titulo: `T${id}`,
    meta_descricao: 'D',
    categoria: 'saude',
    conteudo_html: '',
    autor: id === 1 ? 'Ana & Bia' : null,
    tempo_leitura: null,
    imagem_destaque_url: null,
    imagem_destaque: null,
    imagem_social: null,
    cartao_social_proporcoes: [],
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_url: null,
    video_link_externo: null,
    destaque: false,
    data_publicacao: new Date(Date.UTC(2026, 0, 1) + id * 86_400_000).toISOString(),
    updated_at: '2026-01-01T00:00:00Z',
    related_products: [],
  });
  const articles = [...Array.from({ length: 25 }, (_, i) => base(i + 1, 'pt')), base(100, 'en')];
  const text = { title: 'Feed', description: 'Latest', categoryLabel: () => 'Saúde' };

  it('the latest 20 of the locale’s language only, newest first, at their real URLs', () => {
    const options = feedOptions(articles, 'pt', 'https://x.example', text);
    const items = options.items as { link: string; title: string; customData?: string }[];
    expect(items).toHaveLength(20);
    expect(items[0]!.link).toBe('https://x.example/pt/artigos/a-25');
    expect(items.some((item) => item.title === 'T100')).toBe(false);
    expect(options.customData).toContain('<language>pt-BR</language>');
    expect(options.customData).toContain('href="https://x.example/pt/rss.xml"');
    const en = feedOptions(articles, 'en', 'https://x.example', text);
    expect((en.items as { link: string }[]).map((item) => item.link)).toEqual(['https://x.example/artigos/a-100']);
  });

  it('escapes an author for XML', () => {
    const items = feedOptions([base(1, 'en')], 'en', 'https://x.example', text).items as { customData?: string }[];
    expect(items[0]!.customData).toBe('<dc:creator>Ana &amp; Bia</dc:creator>');
  });
});

describe('buildStaticRedirects', () => {
  const article = (slug: string, idioma: 'en' | 'pt', traducao: PublishedArticle['traducao'] = null) =>
    ({ slug, idioma, traducao }) as PublishedArticle;
  const lines = buildStaticRedirects([
    article('sleep', 'en', { idioma: 'pt', slug: 'sono', titulo: 'Sono', original: false }),
    article('sono', 'pt', { idioma: 'en', slug: 'sleep', titulo: 'Sleep', original: true }),
    article('solo', 'en'),
  ]).split('\n');

  it('sends an article’s URL in the other locale to the translation, else to the article', () => {
    expect(lines).toContain('/pt/artigos/sleep /pt/artigos/sono 301');
    expect(lines).toContain('/artigos/sono /artigos/sleep 301');
    expect(lines).toContain('/pt/artigos/solo /artigos/solo 301');
    expect(lines.filter((line) => line.startsWith('/artigos/sleep '))).toEqual([]);
  });

  it('sends /artigo/{slug} straight to the real URL, and keeps the general rule last', () => {
    expect(lines).toContain('/artigo/sono /artigos/sleep 301');
    expect(lines).toContain('/pt/artigo/solo /artigos/solo 301');
    expect(lines.slice(-3)).toEqual(['/artigo/:slug /artigos/:slug 301', '/pt/artigo/:slug /pt/artigos/:slug 301', '']);
  });

  it('puts the redirects table first (the server answers it first), with /artigo/{old slug} in one hop', () => {
    const withStored = buildStaticRedirects(
      [article('solo', 'en')],
      [
        { from_path: '/artigos/old-solo', to_path: '/artigos/solo', status: 301 },
        { from_path: '/promo', to_path: '/pt/contato', status: 302 },
      ],
    ).split('\n');
    expect(withStored.slice(0, 3)).toEqual([
      '/artigos/old-solo /artigos/solo 301',
      '/artigo/old-solo /artigos/solo 301',
      '/promo /pt/contato 302',
    ]);
  });
});
