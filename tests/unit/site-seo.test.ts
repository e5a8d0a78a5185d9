import { describe, it, expect } from 'vitest';
import { articleJsonLd, articleVideo } from '../../src/lib/article-page.ts';
import type { PublishedArticle } from '../../src/lib/content/schema.ts';
import { buildSeo, hreflangAlternates, pageTitle, serializeJsonLd, type SeoInput } from '../../src/lib/seo.ts';

const SITE = 'https://bemviver.example';

function input(overrides: Partial<SeoInput> = {}): SeoInput {
  return {
    site: SITE,
    locale: 'en',
    path: '/artigos',
    title: 'Articles',
    siteName: 'Bem Viver',
    tagline: 'Bem Viver · Live well, every day',
    siteDescription: 'Site description.',
    description: 'Page description.',
    image: '/sample/og-default.png',
    logo: '/favicon.svg',
    ...overrides,
  };
}

const meta = (seo: ReturnType<typeof buildSeo>, key: string) =>
  seo.meta.filter((tag) => tag.property === key || tag.name === key).map((tag) => tag.content);

describe('buildSeo', () => {
  it('suffixes the title with the tagline', () => {
    expect(buildSeo(input()).title).toBe('Articles | Bem Viver · Live well, every day');
    expect(pageTitle('A', 'B')).toBe('A | B');
  });

  it('gives an absolute canonical in the page locale and the three alternates', () => {
    const seo = buildSeo(input({ locale: 'pt' }));
    expect(seo.canonical).toBe(`${SITE}/pt/artigos`);
    expect(seo.alternates).toEqual([
      { hreflang: 'en', href: `${SITE}/artigos` },
      { hreflang: 'pt', href: `${SITE}/pt/artigos` },
      { hreflang: 'x-default', href: `${SITE}/artigos` },
    ]);
    expect(seo.robots).toBeNull();
  });

  it('writes Open Graph and Twitter tags with absolute images and both locales', () => {
    const seo = buildSeo(input({ locale: 'pt', image: '/sample/articles/x.webp', imageAlt: 'X' }));
    expect(meta(seo, 'og:title')).toEqual(['Articles']);
    expect(meta(seo, 'og:url')).toEqual([`${SITE}/pt/artigos`]);
    expect(meta(seo, 'og:type')).toEqual(['website']);
    expect(meta(seo, 'og:image')).toEqual([`${SITE}/sample/articles/x.webp`]);
    expect(meta(seo, 'og:image:alt')).toEqual(['X']);
    expect(meta(seo, 'og:locale')).toEqual(['pt_BR']);
    expect(meta(seo, 'og:locale:alternate')).toEqual(['en_US']);
    expect(meta(seo, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(seo, 'twitter:image')).toEqual([`${SITE}/sample/articles/x.webp`]);
    expect(meta(seo, 'description')).toEqual(['Page description.']);
  });

  it('keeps an absolute image URL as it is', () => {
    const seo = buildSeo(input({ image: 'https://cdn.example/x.png' }));
    expect(meta(seo, 'og:image')).toEqual(['https://cdn.example/x.png']);
  });

  it('adds article times for articles', () => {
    const seo = buildSeo(
      input({
        type: 'article',
        article: { publishedTime: '2026-01-01T00:00:00Z', modifiedTime: '2026-01-02T00:00:00Z', section: 'Cooking' },
      }),
    );
    expect(meta(seo, 'og:type')).toEqual(['article']);
    expect(meta(seo, 'article:published_time')).toEqual(['2026-01-01T00:00:00Z']);
    expect(meta(seo, 'article:section')).toEqual(['Cooking']);
  });

  it('marks noindex pages and gives them no canonical or alternates', () => {
    const seo = buildSeo(input({ path: null, noindex: true }));
    expect(seo.robots).toBe('noindex, nofollow');
    expect(seo.canonical).toBeNull();
    expect(seo.alternates).toEqual([]);
    expect(meta(seo, 'og:url')).toEqual([]);
  });

  it('always carries Organization and WebSite structured data', () => {
    const seo = buildSeo(input({ locale: 'pt', jsonLd: [{ '@type': 'Thing' }] }));
    expect(seo.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite', 'Thing']);
    const website = seo.jsonLd[1]!;
    expect(website.url).toBe(`${SITE}/pt`);
    expect(website.inLanguage).toBe('pt-BR');
    expect(website.description).toBe('Site description.');
    expect(JSON.stringify(website.potentialAction)).toContain(`${SITE}/pt/artigos?search={search_term_string}`);
    expect(seo.jsonLd[0]!.logo).toBe(`${SITE}/favicon.svg`);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const text = serializeJsonLd({ headline: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script> & \u2028' });
  });
});

function article(overrides: Partial<PublishedArticle> = {}): PublishedArticle {
  return {
    id: '1',
    slug: 'sleep-routine',
    idioma: 'en',
    traducao: null,
    titulo: 'Sleep routine',
    meta_descricao: 'Sleep better.',
    categoria: 'saude',
    conteudo_html: '<p>x</p>',
    autor: 'Marina Costa',
    tempo_leitura: 4,
    imagem_destaque_url: '/sample/articles/sleep.webp',
    imagem_destaque: null,
    imagem_social: null,
    cartao_social_proporcoes: [],
    audio_url: null,
    video_titulo: null,
    video_descricao: null,
    video_url: null,
    video_link_externo: null,
    destaque: false,
    data_publicacao: '2026-03-04T10:00:00Z',
    updated_at: '2026-03-05T10:00:00Z',
    related_products: [],
    ...overrides,
  };
}

const ldInput = (a: PublishedArticle, locale: 'en' | 'pt' = 'en') => ({
  article: a,
  locale,
  site: SITE,
  siteName: 'Bem Viver',
  logo: '/favicon.svg',
  categoryLabel: 'Health & Weight Loss',
  homeLabel: 'Home',
  articlesLabel: 'Articles',
});

describe('an article page declares only the languages it really has', () => {
  it('an untranslated article: self canonical, no hreflang, no og:locale:alternate', () => {
    const seo = buildSeo(input({ locale: 'pt', path: '/artigos/sono', versions: { pt: '/artigos/sono' } }));
    expect(seo.canonical).toBe(`${SITE}/pt/artigos/sono`);
    expect(seo.alternates).toEqual([]);
    expect(meta(seo, 'og:locale')).toEqual(['pt_BR']);
    expect(meta(seo, 'og:locale:alternate')).toEqual([]);
  });

  it('a translated article: alternates between the two slugs, x-default on the English one', () => {
    const seo = buildSeo(input({ locale: 'pt', path: '/artigos/sono', versions: { en: '/artigos/sleep', pt: '/artigos/sono' } }));
    expect(seo.alternates).toEqual([
      { hreflang: 'en', href: `${SITE}/artigos/sleep` },
      { hreflang: 'pt', href: `${SITE}/pt/artigos/sono` },
      { hreflang: 'x-default', href: `${SITE}/artigos/sleep` },
    ]);
    expect(meta(seo, 'og:locale:alternate')).toEqual(['en_US']);
  });

  it('hreflangAlternates: none for a single version', () => {
    expect(hreflangAlternates({ en: '/artigos/a' }, SITE)).toEqual([]);
    expect(hreflangAlternates({}, SITE)).toEqual([]);
  });
});

describe('articleJsonLd', () => {
  it('links a translation and its original (workTranslation / translationOfWork), whatever their dates', () => {
    // The same publication date, as a pair published together has: the pair's original decides, never the date.
    const original = article({
      idioma: 'en',
      data_publicacao: '2026-03-01T10:00:00Z',
      traducao: { idioma: 'pt', slug: 'rotina-de-sono', titulo: 'Rotina de sono', original: false },
    });
    const translation = article({
      id: '2',
      idioma: 'pt',
      slug: 'rotina-de-sono',
      titulo: 'Rotina de sono',
      data_publicacao: '2026-03-01T10:00:00Z',
      traducao: { idioma: 'en', slug: 'sleep-routine', titulo: 'Sleep routine', original: true },
    });
    const [fromOriginal] = articleJsonLd({ ...ldInput(original), translation });
    expect(fromOriginal).toMatchObject({
      inLanguage: 'en',
      workTranslation: { '@type': 'Article', '@id': `${SITE}/pt/artigos/rotina-de-sono`, inLanguage: 'pt-BR', headline: 'Rotina de sono' },
    });
    expect(fromOriginal).not.toHaveProperty('translationOfWork');
    const [fromTranslation] = articleJsonLd({ ...ldInput(translation, 'pt'), translation: original });
    expect(fromTranslation).toMatchObject({
      inLanguage: 'pt-BR',
      translationOfWork: { '@id': `${SITE}/artigos/sleep-routine`, inLanguage: 'en' },
    });
    expect(fromTranslation).not.toHaveProperty('workTranslation');
  });

  it('an untranslated article names no translation', () => {
    const [data] = articleJsonLd(ldInput(article()));
    expect(data).not.toHaveProperty('workTranslation');
    expect(data).not.toHaveProperty('translationOfWork');
  });

  it('gives Article and BreadcrumbList for the page URL', () => {
    const [articleData, breadcrumbs, ...rest] = articleJsonLd(ldInput(article({ idioma: 'pt' }), 'pt'));
    expect(rest).toEqual([]);
    expect(articleData).toMatchObject({
      '@type': 'Article',
      headline: 'Sleep routine',
      description: 'Sleep better.',
      image: [`${SITE}/sample/articles/sleep.webp`],
      datePublished: '2026-03-04T10:00:00Z',
      dateModified: '2026-03-05T10:00:00Z',
      // No author pages: the author's URL is the about page, in the page's language.
      author: { '@type': 'Person', name: 'Marina Costa', url: `${SITE}/pt/sobre` },
      publisher: { '@type': 'Organization', name: 'Bem Viver' },
      inLanguage: 'pt-BR',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/pt/artigos/sleep-routine` },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/pt` },
        { position: 2, name: 'Articles', item: `${SITE}/pt/artigos` },
        { position: 3, name: 'Health & Weight Loss', item: `${SITE}/pt/categoria/saude` },
        { position: 4, name: 'Sleep routine', item: `${SITE}/pt/artigos/sleep-routine` },
      ],
    });
  });

  it('lists the social card’s 16:9, 4:3 and 1:1 shapes after the image', () => {
    const ratios = [
      { url: '/media/images/1.jpg', width: 1200, height: 675 },
      { url: '/media/images/2.jpg', width: 1200, height: 900 },
      { url: '/media/images/3.jpg', width: 1200, height: 1200 },
    ];
    const [data] = articleJsonLd(ldInput(article({ cartao_social_proporcoes: ratios })));
    expect(data!.image).toEqual([
      `${SITE}/sample/articles/sleep.webp`,
      `${SITE}/media/images/1.jpg`,
      `${SITE}/media/images/2.jpg`,
      `${SITE}/media/images/3.jpg`,
    ]);
  });

  it('uses the organisation as author and the placeholder image when they are missing', () => {
    const [data] = articleJsonLd(ldInput(article({ autor: null, imagem_destaque_url: null })));
    expect(data!.author).toMatchObject({ '@type': 'Organization', name: 'Bem Viver' });
    expect(data!.image).toEqual([`${SITE}/sample/placeholder-article.webp`]);
  });

  it('adds VideoObject for a YouTube link, with its thumbnail and player', () => {
    const data = articleJsonLd(
      ldInput(article({ video_link_externo: 'https://youtu.be/q3Xb7LmN2pQ', video_titulo: 'Wind down', video_descricao: 'Calm.' })),
    );
    expect(data[2]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Wind down',
      description: 'Calm.',
      uploadDate: '2026-03-04T10:00:00Z',
      thumbnailUrl: ['https://i.ytimg.com/vi/q3Xb7LmN2pQ/hqdefault.jpg'],
      embedUrl: 'https://www.youtube-nocookie.com/embed/q3Xb7LmN2pQ',
    });
  });

  it('describes an uploaded file by its contentUrl, with the article texts as fallbacks', () => {
    const data = articleJsonLd(ldInput(article({ video_url: '/media/clip.mp4' })));
    expect(data[2]).toMatchObject({
      name: 'Sleep routine',
      description: 'Sleep better.',
      contentUrl: `${SITE}/media/clip.mp4`,
      thumbnailUrl: [`${SITE}/sample/articles/sleep.webp`],
    });
    expect(data[2]).not.toHaveProperty('embedUrl');
    expect(data[2]).not.toHaveProperty('duration');
  });

  it('gives an uploaded file its duration in ISO 8601 when the server read it', () => {
    expect(articleJsonLd(ldInput(article({ video_url: '/media/clip.mp4', video_duracao: 65.5 })))[2]).toMatchObject({ duration: 'PT1M6S' });
    expect(articleJsonLd(ldInput(article({ video_url: '/media/clip.mp4', video_duracao: 3723 })))[2]).toMatchObject({
      duration: 'PT1H2M3S',
    });
    expect(articleJsonLd(ldInput(article({ video_url: '/media/clip.mp4', video_duracao: 0.2 })))[2]).toMatchObject({ duration: 'PT1S' });
    expect(articleJsonLd(ldInput(article({ video_url: '/media/clip.mp4', video_duracao: 120 })))[2]).toMatchObject({ duration: 'PT2M' });
  });
});

describe('articleVideo', () => {
  it('embeds YouTube and Vimeo players, and uploaded files under /media', () => {
    expect(articleVideo(article({ video_link_externo: 'https://www.youtube.com/watch?v=q3Xb7LmN2pQ' }))?.kind).toBe('youtube');
    expect(articleVideo(article({ video_link_externo: 'https://vimeo.com/123456' }))?.kind).toBe('vimeo');
    expect(articleVideo(article({ video_url: '/media/x.mp4' }))).toEqual({ kind: 'file', url: '/media/x.mp4' });
    expect(articleVideo(article())).toBeNull();
  });

  it('embeds nothing from other hosts, so no link can reach the page’s frame-src', () => {
    expect(articleVideo(article({ video_link_externo: 'https://player.example.com/v/9?x=1' }))).toBeNull();
    expect(articleVideo(article({ video_link_externo: "https://evil;script-src 'none'/" }))).toBeNull();
    expect(articleVideo(article({ video_url: '/media/../../etc/passwd' }))).toBeNull();
  });
});
