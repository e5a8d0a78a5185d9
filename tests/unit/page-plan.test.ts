/**
 * The incremental page plan (docs/decisions/064): after any sequence of changes, keying only the
 * pages a change can reach gives the same keys as keying every page, and a one-article change
 * keys a handful of article pages, not all of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagePlan, planPages } from '../../functions/site/renderer/page-plan.ts';
import type { SiteContent } from '../../src/lib/content/api.ts';
import type { PublishedArticle, RelatedProduct } from '../../src/lib/content/schema.ts';
import { articlesForLocale, categoryList } from '../../src/lib/content/queries.ts';
import { DEFAULT_SITE_FACTS } from '../../src/lib/contracts/site-settings.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { articleSitemapParts } from '../../src/lib/site-sitemap.ts';
import { publishedArticle } from '../support/published-article.ts';

const ids = (list: readonly PublishedArticle[]) => list.map((each) => each.id);

const CATEGORIES = ['saude', 'dinheiro', 'relacionamentos'] as const;

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const article = (id: string, overrides: Partial<PublishedArticle> = {}): PublishedArticle =>
  publishedArticle({
    id,
    slug: `slug-${id}`,
    // ISO strings as the content API writes them: the plan orders by comparing them.
    data_publicacao: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });

/** The content API's order (ContentSnapshot keeps it): newest first, then the id, descending. */
const inApiOrder = (articles: PublishedArticle[]) =>
  [...articles].sort((a, b) =>
    a.data_publicacao === b.data_publicacao ? (a.id < b.id ? 1 : -1) : a.data_publicacao < b.data_publicacao ? 1 : -1,
  );

const minute = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

function siteContent(articles: PublishedArticle[], name = DEFAULT_SITE_FACTS.name, disclosure = { en: '', pt: '' }): SiteContent {
  return {
    articles: inApiOrder(articles),
    reviews: [],
    ebooks: [],
    settings: { coach: { maxMessages: 3, windowHours: 24 }, site: { ...DEFAULT_SITE_FACTS, name }, affiliate_disclosure: disclosure },
  };
}

/** A product an article lists: its page then shows its language's store disclosure. */
const product = (id: string): RelatedProduct => ({
  id,
  nome: `Product ${id}`,
  descricao: 'A product.',
  preco: null,
  preco_verificado_em: null,
  url_afiliado: 'https://store.example/item',
  imagem_url: null,
  imagem: null,
});

/**
 * Every page's key, made from scratch: a copy of the article list, so that none of the lists the
 * incremental plan carried over to `content` (carryLists) is used.
 */
const wholeKeys = (content: SiteContent) =>
  new Map(planPages({ ...content, articles: [...content.articles] }).map((page) => [page.path, page.key]));

function expectSameAsWhole(plan: PagePlan, content: SiteContent) {
  const whole = wholeKeys(content);
  expect(Object.fromEntries(plan.keys)).toEqual(Object.fromEntries(whole));
}

describe('the incremental page plan', () => {
  // Parts of about 8 articles: the sample makes many, and publishing and deleting cross a doubling.
  const partSize = process.env.SITEMAP_PART_SIZE;
  beforeAll(() => {
    process.env.SITEMAP_PART_SIZE = '8';
  });
  afterAll(() => {
    if (partSize === undefined) delete process.env.SITEMAP_PART_SIZE;
    else process.env.SITEMAP_PART_SIZE = partSize;
  });

  it('equals a whole plan after every kind of change, and keys few pages for one article', () => {
    const random = prng(27);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let next = 0;
    const byId = new Map<string, PublishedArticle>();
    const add = (overrides: Partial<PublishedArticle> = {}) => {
      const id = `a${String(next++).padStart(3, '0')}`;
      byId.set(
        id,
        article(id, {
          categoria: pick(CATEGORIES),
          idioma: random() < 0.6 ? 'en' : 'pt',
          data_publicacao: minute(Math.floor(random() * 500)),
          ...overrides,
        }),
      );
      return id;
    };
    const change = (id: string, overrides: Partial<PublishedArticle>) => byId.set(id, { ...byId.get(id)!, ...overrides });
    /** Points a at b as its translation (what the snapshot reads again when either changes). */
    const link = (a: string, b: string) => {
      const to = byId.get(b)!;
      change(a, { traducao: { idioma: to.idioma, slug: to.slug, titulo: to.titulo, original: true } });
    };
    for (let i = 0; i < 80; i++) add();
    // Some translation pairs (one English, one Portuguese).
    const english = [...byId.values()].filter((a) => a.idioma === 'en').slice(0, 10);
    const portuguese = [...byId.values()].filter((a) => a.idioma === 'pt').slice(0, 10);
    english.forEach((en, i) => {
      const pt = portuguese[i];
      if (!pt) return;
      link(en.id, pt.id);
      link(pt.id, en.id);
    });
    let name = DEFAULT_SITE_FACTS.name;
    let disclosure = { en: '', pt: '' };
    let content = siteContent([...byId.values()], name);
    const { plan } = PagePlan.whole(content);
    expectSameAsWhole(plan, content);

    // One retitle: its page, its neighbours' related blocks, the lists; not every article's page.
    const retitled = pick([...byId.keys()]);
    change(retitled, { titulo: 'Retitled' });
    content = siteContent([...byId.values()], name);
    const single = plan.diff(content);
    const articlePages = [...single.set.keys()].filter((path) => path.includes('/artigos/'));
    expect(articlePages.length).toBeGreaterThan(0);
    expect(articlePages.length).toBeLessThanOrEqual(12);
    plan.apply(content, single);
    expectSameAsWhole(plan, content);

    const operations: Record<string, () => void> = {
      retitle: () => change(pick([...byId.keys()]), { titulo: `Retitled ${random()}` }),
      recategorize: () => change(pick([...byId.keys()]), { categoria: pick(CATEGORIES) }),
      redate: () => change(pick([...byId.keys()]), { data_publicacao: minute(Math.floor(random() * 500)) }),
      feature: () => change(pick([...byId.keys()]), { destaque: random() < 0.5 }),
      reslug: () => change(pick([...byId.keys()]), { slug: `moved-${next++}` }),
      publish: () => void add(),
      remove: () => byId.delete(pick([...byId.keys()])),
      translate: () => {
        const en = pick([...byId.values()].filter((a) => a.idioma === 'en'));
        const pt = pick([...byId.values()].filter((a) => a.idioma === 'pt'));
        link(en.id, pt.id);
        if (random() < 0.7) link(pt.id, en.id);
      },
      untranslate: () => change(pick([...byId.keys()]), { traducao: null }),
      // Publishing at an address someone's translation already points to.
      publishAtPointedAddress: () => {
        const pointing = [...byId.values()].find(
          (a) => a.traducao && ![...byId.values()].some((b) => b.idioma === a.traducao!.idioma && b.slug === a.traducao!.slug),
        );
        if (pointing) add({ idioma: pointing.traducao!.idioma, slug: pointing.traducao!.slug });
      },
      rename: () => (name = { ...name, en: `Site ${next++}` }),
      listProduct: () => change(pick([...byId.keys()]), { related_products: random() < 0.7 ? [product(`p${next++}`)] : [] }),
      // A store's disclosure: the pages of that language's articles with products, not the others.
      disclose: () => (disclosure = { ...disclosure, [pick(LOCALES)]: `Disclosure ${next++}` }),
    };
    const names = Object.keys(operations);
    for (let step = 0; step < 150; step++) {
      const count = 1 + Math.floor(random() * 3);
      for (let i = 0; i < count; i++) operations[pick(names)]!();
      // Nothing rendered may fail: a build that failed leaves the plan as it was, so diff twice.
      content = siteContent([...byId.values()], name, disclosure);
      plan.diff(content);
      const delta = plan.diff(content);
      const whole = wholeKeys(content);
      for (const [path, key] of whole) expect(delta.set.get(path) ?? plan.keys.get(path), path).toBe(key);
      for (const path of delta.removed) expect(whole.has(path), path).toBe(false);
      plan.apply(content, delta);
      expectSameAsWhole(plan, content);
      // The lists the plan carried over to this content are the ones made from scratch.
      const fresh = [...content.articles];
      for (const locale of LOCALES) {
        expect(ids(articlesForLocale(content.articles, locale))).toEqual(ids(articlesForLocale(fresh, locale)));
        for (const category of CATEGORIES) {
          expect(ids(categoryList(content.articles, locale, category))).toEqual(ids(categoryList(fresh, locale, category)));
        }
      }
      const parts = articleSitemapParts(content.articles);
      const freshParts = articleSitemapParts(fresh);
      expect(parts.count).toBe(freshParts.count);
      expect([...parts.parts].map(([part, listed]) => [part, ids(listed)])).toEqual(
        [...freshParts.parts].map(([part, listed]) => [part, ids(listed)]),
      );
    }
  }, 120_000);

  it("reaches the pages whose related block looks back: the last of a category's list", () => {
    // One language only, so the oldest article's related block is the three before it.
    const articles = ['a', 'b', 'c', 'd', 'e'].map((id, at) => article(id, { data_publicacao: minute(100 - at) }));
    const { plan } = PagePlan.whole(siteContent(articles));
    const changed = articles.map((each) => (each.id === 'c' ? { ...each, titulo: 'Retitled' } : each));
    const content = siteContent(changed);
    const delta = plan.diff(content);
    // e (the oldest) shows b, c and d; a shows b, c, d too.
    expect([...delta.set.keys()].filter((path) => path.startsWith('/artigos/')).sort()).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((id) => `/artigos/slug-${id}`),
    );
    plan.apply(content, delta);
    expectSameAsWhole(plan, content);
  });
});
