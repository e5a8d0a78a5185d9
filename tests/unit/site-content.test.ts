import { describe, it, expect } from 'vitest';
import { ContentApiError, contentApiUrl, fetchAllArticles, getContent, loadContent } from '../../src/lib/content/api.ts';
import {
  articleReadingMinutes,
  articlesForLocale,
  articlesInCategory,
  featuredArticles,
  listedIn,
  newestFirst,
  recentArticles,
  relatedArticles,
  shownIn,
} from '../../src/lib/content/queries.ts';
import type { PublishedArticle } from '../../src/lib/content/schema.ts';
import { publishedArticle } from '../support/published-article.ts';

const article = publishedArticle;

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T12:00:00Z`;

describe('content selections', () => {
  const articles = [
    article({ id: 'a', data_publicacao: day(1), destaque: true }),
    article({ id: 'b', data_publicacao: day(5), categoria: 'dinheiro' }),
    article({ id: 'c', data_publicacao: day(3), destaque: true }),
    article({ id: 'd', data_publicacao: day(9) }),
    article({ id: 'e', data_publicacao: day(7), destaque: true, categoria: 'dinheiro' }),
  ];
  const ids = (list: PublishedArticle[]) => list.map((a) => a.id);

  it('sorts newest first without touching the input', () => {
    expect(ids(newestFirst(articles))).toEqual(['d', 'e', 'b', 'c', 'a']);
    expect(ids(articles)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('featured: destaque only, newest first, at most 5', () => {
    expect(ids(featuredArticles(articles, 'en'))).toEqual(['e', 'c', 'a']);
    const many = Array.from({ length: 8 }, (_, i) => article({ id: `f${i}`, destaque: true, data_publicacao: day(i + 1) }));
    expect(ids(featuredArticles(many, 'en'))).toEqual(['f7', 'f6', 'f5', 'f4', 'f3']);
  });

  it('recent: the 3 newest', () => {
    expect(ids(recentArticles(articles, 'en'))).toEqual(['d', 'e', 'b']);
  });

  it('category: every article of that category, newest first', () => {
    expect(ids(articlesInCategory(articles, 'en', 'dinheiro'))).toEqual(['e', 'b']);
    expect(articlesInCategory(articles, 'en', 'culinaria')).toEqual([]);
  });

  it('related: up to 3 of the same category, never the article itself, its nearest neighbours in time', () => {
    const self = articles[0]!;
    // The oldest of its category: nothing came before it, so the nearest after it.
    expect(ids(relatedArticles(articles, self))).toEqual(['c', 'd']);
    const many = Array.from({ length: 6 }, (_, i) => article({ id: `s${i}`, data_publicacao: day(i + 1) }));
    expect(ids(relatedArticles(many, many[5]!))).toEqual(['s4', 's3', 's2']);
    // The ones published just before it first, then the nearest after.
    expect(ids(relatedArticles(many, many[2]!))).toEqual(['s1', 's0', 's3']);
  });

  it('related: a newer article leaves the related blocks of older ones alone (a publish re-renders few pages)', () => {
    const many = Array.from({ length: 6 }, (_, i) => article({ id: `s${i}`, data_publicacao: day(i + 1) }));
    const withNew = [...many, article({ id: 'new', data_publicacao: day(20) })];
    for (const older of many.slice(0, 5)) {
      if (older.id === 's0' || older.id === 's1') continue; // fewer than three before them: they borrow newer ones
      expect(ids(relatedArticles(withNew, older))).toEqual(ids(relatedArticles(many, older)));
    }
  });

  it('reading time: the stored minutes, else computed from the content (at least 1)', () => {
    expect(articleReadingMinutes(article({ id: 'x', tempo_leitura: 7 }))).toBe(7);
    expect(articleReadingMinutes(article({ id: 'x', conteudo_html: `<p>${'word '.repeat(450)}</p>` }))).toBe(3);
    expect(articleReadingMinutes(article({ id: 'x', conteudo_html: '' }))).toBe(1);
  });
});

describe('each locale lists its own language first (decision 013)', () => {
  const pair = {
    en: { idioma: 'en' as const, slug: 'sleep', titulo: 'Sleep', original: true },
    pt: { idioma: 'pt' as const, slug: 'sono', titulo: 'Sono', original: false },
  };
  const articles = [
    article({ id: 'sleep', idioma: 'en', traducao: pair.pt, data_publicacao: day(2), destaque: true }),
    article({ id: 'sono', idioma: 'pt', traducao: pair.en, data_publicacao: day(3), destaque: true }),
    article({ id: 'only-en', idioma: 'en', data_publicacao: day(9), categoria: 'dinheiro', destaque: true }),
    article({ id: 'so-pt', idioma: 'pt', data_publicacao: day(8), categoria: 'dinheiro' }),
    article({ id: 'pt-velho', idioma: 'pt', data_publicacao: day(1) }),
  ];
  const ids = (list: PublishedArticle[]) => list.map((a) => a.id);

  it('a translated article is listed only in its own locale; an untranslated one in both', () => {
    expect(listedIn(articles[0]!, 'en')).toBe(true);
    expect(listedIn(articles[0]!, 'pt')).toBe(false);
    expect(listedIn(articles[2]!, 'pt')).toBe(true);
  });

  it('own language newest first, then the other language’s untranslated articles newest first', () => {
    expect(ids(articlesForLocale(articles, 'en'))).toEqual(['only-en', 'sleep', 'so-pt', 'pt-velho']);
    expect(ids(articlesForLocale(articles, 'pt'))).toEqual(['so-pt', 'sono', 'pt-velho', 'only-en']);
  });

  it('home, categories and related articles follow the same order, so counts match the lists', () => {
    expect(ids(featuredArticles(articles, 'pt'))).toEqual(['sono', 'only-en']);
    expect(ids(recentArticles(articles, 'en'))).toEqual(['only-en', 'sleep', 'so-pt']);
    expect(ids(articlesInCategory(articles, 'pt', 'dinheiro'))).toEqual(['so-pt', 'only-en']);
    expect(ids(relatedArticles(articles, articles[1]!))).toEqual(['pt-velho']);
    expect(ids(relatedArticles(articles, articles[3]!))).toEqual(['only-en']);
  });

  it('reviews and ebooks: the locale’s own and those for both', () => {
    const items = [{ idioma: 'en' }, { idioma: 'pt' }, { idioma: null }].map((item, i) => ({
      id: String(i),
      titulo: '',
      descricao: '',
      link_produto: '',
      texto_botao: '',
      video_url: null,
      video_link_externo: null,
      ordem: i,
      ...item,
    })) as Parameters<typeof shownIn>[0];
    expect(shownIn(items, 'pt').map((item) => item.id)).toEqual(['1', '2']);
    expect(shownIn(items, 'en').map((item) => item.id)).toEqual(['0', '2']);
  });
});

describe('contentApiUrl', () => {
  it('reads CONTENT_API_URL without its trailing slash', () => {
    expect(contentApiUrl({ CONTENT_API_URL: 'http://127.0.0.1:4321/' })).toBe('http://127.0.0.1:4321');
  });

  it('names the variable when it is missing or wrong', () => {
    expect(() => contentApiUrl({})).toThrow(/CONTENT_API_URL is not set/);
    expect(() => contentApiUrl({ CONTENT_API_URL: 'nope' })).toThrow(/CONTENT_API_URL="nope" is not a URL/);
    expect(() => contentApiUrl({ CONTENT_API_URL: 'ftp://x' })).toThrow(/must be an http\(s\) URL/);
  });
});

type Handler = (url: URL) => Response | Promise<Response>;
function fakeFetch(handler: Handler) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(`${url.pathname}${url.search}`);
    return handler(url);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchAllArticles', () => {
  const all = Array.from({ length: 5 }, (_, i) => article({ id: `p${i}` }));

  it('follows the cursor until next is null', async () => {
    const { fetch, calls } = fakeFetch((url) => {
      const start = Number(url.searchParams.get('after') ?? 0);
      const next = start + 2 < all.length ? String(start + 2) : null;
      return json({ articles: all.slice(start, start + 2), next });
    });
    const articles = await fetchAllArticles({ baseUrl: 'http://api.test', fetch });
    expect(articles.map((a) => a.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(calls).toEqual([
      '/api/content/articles?limit=500',
      '/api/content/articles?limit=500&after=2',
      '/api/content/articles?limit=500&after=4',
    ]);
  });

  it('fails with the address and a hint when the API cannot be reached', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    });
    const error = await fetchAllArticles({ baseUrl: 'http://127.0.0.1:9', fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentApiError);
    expect(String(error)).toMatch(/Cannot reach the content API at CONTENT_API_URL=http:\/\/127\.0\.0\.1:9/);
    expect(String(error)).toMatch(/ECONNREFUSED/);
    expect(String(error)).toMatch(/npm start/);
  });

  it('fails on an error status, with the status and the body', async () => {
    const { fetch } = fakeFetch(() => json({ error: { code: 'boom', message: 'Broken' } }, 500));
    await expect(fetchAllArticles({ baseUrl: 'http://api.test', fetch })).rejects.toThrow(/answered 500.*Broken/);
  });

  it('fails when the answer does not match the content contract', async () => {
    const { fetch } = fakeFetch(() => json({ articles: [{ id: 1 }], next: null }));
    await expect(fetchAllArticles({ baseUrl: 'http://api.test', fetch })).rejects.toThrow(/does not match src\/lib\/content\/schema\.ts/);
  });

  it('fails on invalid JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>', { status: 200 }));
    await expect(fetchAllArticles({ baseUrl: 'http://api.test', fetch })).rejects.toThrow(/invalid JSON/);
  });

  it('stops on a cursor that repeats', async () => {
    const { fetch } = fakeFetch(() => json({ articles: [], next: 'same' }));
    await expect(fetchAllArticles({ baseUrl: 'http://api.test', fetch })).rejects.toThrow(/repeated the articles cursor/);
  });
});

describe('loadContent and getContent', () => {
  it('reads articles, reviews, ebooks and the settings pages state', async () => {
    const { fetch } = fakeFetch((url) => {
      if (url.pathname.endsWith('/articles')) return json({ articles: [article({ id: 'only' })], next: null });
      if (url.pathname.endsWith('/settings')) return json({ coach: { maxMessages: 4, windowHours: 6 } });
      if (url.pathname.endsWith('/reviews')) {
        return json({
          reviews: [
            {
              id: 'r',
              titulo: 'R',
              descricao: 'D',
              link_produto: 'https://x',
              texto_botao: 'Ver Produto',
              video_url: null,
              video_link_externo: null,
              ordem: 1,
              idioma: null,
            },
          ],
        });
      }
      return json({ ebooks: [] });
    });
    const content = await loadContent({ baseUrl: 'http://api.test', fetch });
    expect(content.articles.map((a) => a.id)).toEqual(['only']);
    expect(content.reviews).toHaveLength(1);
    expect(content.ebooks).toEqual([]);
    expect(content.settings.coach).toEqual({ maxMessages: 4, windowHours: 6 });
  });

  it('returns one shared promise per process', () => {
    const previous = process.env.CONTENT_API_URL;
    process.env.CONTENT_API_URL = 'http://127.0.0.1:9';
    try {
      const first = getContent();
      first.catch(() => undefined);
      expect(getContent()).toBe(first);
    } finally {
      if (previous === undefined) delete process.env.CONTENT_API_URL;
      else process.env.CONTENT_API_URL = previous;
    }
  });
});
