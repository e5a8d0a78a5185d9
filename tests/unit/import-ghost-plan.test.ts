import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GhostFormatError, planGhostPost, readGhostExport } from '../../functions/import/ghost/plan.ts';
import type { ImportOptions, ItemPlan } from '../../functions/import/types.ts';

const json = JSON.parse(readFileSync(path.resolve('tests/fixtures/import/ghost.json'), 'utf8'));
const OPTIONS: ImportOptions & { sourceUrl: string } = {
  language: 'en',
  categoryMap: { wellbeing: 'saude' },
  defaultCategory: 'desenvolvimento',
  pages: 'skip',
  sourceUrl: 'https://blog.example/',
};

function plans(options = OPTIONS): Map<string, ItemPlan> {
  const ghost = readGhostExport(json);
  return new Map(ghost.posts.map((post) => [post.id, planGhostPost(post, ghost, options)]));
}

describe('readGhostExport', () => {
  it('reads the wrapped and the inner shape, counting rows that are not posts', () => {
    const wrapped = readGhostExport(json);
    const inner = readGhostExport(json.db[0]);
    expect(inner).toEqual(wrapped);
    expect(wrapped.posts.map((post) => post.id)).toEqual(['6650a1', '6650a2', '6650a3', '6650a4', '6650a5', '42']);
    expect(wrapped.unreadable).toBe(1);
    expect(wrapped.locale).toBe('en');
    expect(wrapped.authors.get('6650a1')).toEqual(['Ana Lee', 'Rui Sá']);
    expect(wrapped.tags.get('6650a2')).toEqual(['Wellbeing', '#pt']);
  });

  it('never carries members, passwords or settings other than the locale', () => {
    const text = JSON.stringify(readGhostExport(json), (_key, value) => (value instanceof Map ? [...value] : value));
    expect(text).not.toContain('reader@example.com');
    expect(text).not.toContain('$2a$10$secret');
    expect(text).not.toContain('sk_live_never');
    expect(text).not.toContain('ana@example.com');
  });

  it('refuses what is not a Ghost export', () => {
    for (const value of [null, [], { db: [] }, { data: { posts: 'x' } }, { meta: {} }, 'text']) {
      expect(() => readGhostExport(value)).toThrow(GhostFormatError);
    }
  });
});

describe('planGhostPost', () => {
  it('makes a published post an article with its source address, video, authors and description', () => {
    const plan = plans().get('6650a1');
    expect(plan?.kind).toBe('article');
    if (plan?.kind !== 'article') return;
    expect(plan.sourceKey).toBe('ghost:blog.example:6650a1');
    expect(plan.oldPaths).toEqual(['/calmer-mornings/']);
    // Its public tag's archive, by the tag's own slug.
    expect(plan.archivePaths).toEqual(['/tag/wellbeing/']);
    expect(plan.article).toMatchObject({
      titulo: 'Five quiet habits for calmer mornings',
      slug: 'calmer-mornings',
      idioma: 'en',
      status: 'publicado',
      categoria: 'saude',
      autor: 'Ana Lee, Rui Sá',
      meta_descricao: 'Small steps before breakfast.',
      featuredImage: 'https://blog.example/content/images/2024/05/morning.jpg',
      videoLink: 'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed',
      images: ['https://blog.example/content/images/2024/05/kettle.jpg'],
    });
    expect(plan.article.conteudo_html).not.toContain('__GHOST_URL__');
    expect(plan.article.conteudo_html).not.toContain('iframe');
  });

  it('takes the language from an internal #pt tag and schedules a scheduled post', () => {
    const plan = plans().get('6650a2');
    expect(plan).toMatchObject({ kind: 'article', article: { idioma: 'pt', status: 'agendado', tags: ['Wellbeing'] } });
    // An internal tag has no public archive.
    expect(plan).toMatchObject({ archivePaths: ['/tag/wellbeing/'] });
  });

  it('keeps members-only posts as drafts, skips pages unless asked, and reports a post with no HTML', () => {
    const all = plans();
    expect(all.get('6650a3')).toMatchObject({
      kind: 'article',
      article: { status: 'rascunho' },
      notes: [{ code: 'private_as_draft', detail: 'paid' }],
    });
    expect(all.get('6650a4')).toMatchObject({ kind: 'skip', reason: 'page' });
    expect(plans({ ...OPTIONS, pages: 'articles' }).get('6650a4')).toMatchObject({ kind: 'article' });
    expect(all.get('6650a5')).toMatchObject({ kind: 'skip', reason: 'no_body', detail: 'lexical' });
    expect(all.get('42')).toMatchObject({ kind: 'article', article: { status: 'rascunho', data_publicacao: null } });
  });
});
