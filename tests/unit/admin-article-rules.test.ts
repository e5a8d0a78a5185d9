/**
 * The rules of languages, slugs and translations (functions/articles/rules.ts), and the
 * HTML helpers a machine translation goes through (html-chunks.ts, translated-html.ts).
 */
import { describe, expect, it } from 'vitest';
import { languageChangeRefused, linkRefusal, publicationOf, publishRefused, slugForEdit } from '../../functions/articles/rules.ts';
import { keepLinksAndMedia, structureOf } from '../../functions/articles/translated-html.ts';
import { htmlChunks, topLevelBlocks } from '../../functions/ai/html-chunks.ts';

describe('the slug of an edited article', () => {
  const draft = { slug: 'cheese-bread-2', titulo: 'Cheese bread', idioma: 'en' as const, data_publicacao: null };
  const published = { ...draft, slug: 'cheese-bread', data_publicacao: new Date('2026-01-01') };

  it('stays while the language stays and the title does, or once published', () => {
    expect(slugForEdit(draft, { titulo: 'Cheese bread', idioma: 'en' })).toEqual({ keep: true });
    expect(slugForEdit(published, { titulo: 'A new title', idioma: 'en' })).toEqual({ keep: true });
  });

  it('follows a draft’s new title, in its language', () => {
    expect(slugForEdit(draft, { titulo: 'Pão de Queijo', idioma: 'en' })).toEqual({ keep: false, base: 'pao-de-queijo' });
  });

  it('is checked again in a new language: a draft from its title, a published article from its slug', () => {
    expect(slugForEdit(draft, { titulo: 'Cheese bread', idioma: 'pt' })).toEqual({ keep: false, base: 'cheese-bread' });
    expect(slugForEdit(published, { titulo: 'Pão de queijo', idioma: 'pt' })).toEqual({ keep: false, base: 'cheese-bread' });
  });
});

describe('linking translations', () => {
  const en = { id: 'en-1', idioma: 'en' as const };
  const pt = { id: 'pt-1', idioma: 'pt' as const };
  const otherEn = { id: 'en-2', idioma: 'en' as const };

  it('needs two different articles in different languages', () => {
    expect(linkRefusal(en, en, [])).toBe('same_article');
    expect(linkRefusal(en, otherEn, [])).toBe('same_language');
    expect(linkRefusal(en, pt, [])).toBeNull();
  });

  it('refuses a target whose group already has the source’s language, but not the source itself', () => {
    expect(linkRefusal(en, pt, [otherEn])).toBe('target_has_translation');
    expect(linkRefusal(en, pt, [en])).toBeNull();
  });

  it('refuses a language change into a language the group has', () => {
    expect(languageChangeRefused('pt', [pt])).toBe(true);
    expect(languageChangeRefused('pt', [])).toBe(false);
    expect(languageChangeRefused('en', [pt])).toBe(false);
  });

  it('publishes a translation draft only once its label is cleared', () => {
    expect(publishRefused('publicado', 'aguardando')).toBe(true);
    expect(publishRefused('publicado', 'automatica')).toBe(true);
    expect(publishRefused('rascunho', 'aguardando')).toBe(false);
    expect(publishRefused('publicado', null)).toBe(false);
    expect(publishRefused('agendado', 'automatica')).toBe(true);
    expect(publishRefused('agendado', null)).toBe(false);
  });
});

describe('HTML for a machine translation', () => {
  const html =
    '<h2>One</h2><p>Text <a href="https://a.example/x?y=1">link</a><br />more</p><p><img src="https://img.example/1.jpg" alt="A cat" /></p><ul><li>a</li><li><ul><li>b</li></ul></li></ul>';

  it('splits at top-level elements and packs them into chunks, never inside one', () => {
    expect(topLevelBlocks(html)).toEqual([
      '<h2>One</h2>',
      '<p>Text <a href="https://a.example/x?y=1">link</a><br />more</p>',
      '<p><img src="https://img.example/1.jpg" alt="A cat" /></p>',
      '<ul><li>a</li><li><ul><li>b</li></ul></li></ul>',
    ]);
    expect(htmlChunks(html, 80)).toEqual([
      '<h2>One</h2><p>Text <a href="https://a.example/x?y=1">link</a><br />more</p>',
      '<p><img src="https://img.example/1.jpg" alt="A cat" /></p>',
      '<ul><li>a</li><li><ul><li>b</li></ul></li></ul>',
    ]);
    expect(htmlChunks(html, 10_000)).toEqual([html]);
    expect(htmlChunks('', 100)).toEqual([]);
  });

  it('restores the original’s links and media and keeps translated alt text', () => {
    const translated =
      '<h2>Um</h2><p>Texto <a href="https://traduzido.example/">o link</a><br />mais</p><p><img src="https://outra.example/2.jpg" alt="Um gato" /></p><ul><li>a</li><li><ul><li>b</li></ul></li></ul>';
    expect(keepLinksAndMedia(html, translated)).toBe(
      '<h2>Um</h2><p>Texto <a href="https://a.example/x?y=1">o link</a><br />mais</p><p><img src="https://img.example/1.jpg" alt="Um gato" /></p><ul><li>a</li><li><ul><li>b</li></ul></li></ul>',
    );
  });

  it('refuses a translation that adds, drops or moves sections, links or images; emphasis may move', () => {
    expect(keepLinksAndMedia(html, '<h2>Um</h2><p>Tudo</p>')).toBeNull();
    expect(keepLinksAndMedia('<p>a <a href="https://x.example">b</a></p>', '<p>a b</p>')).toBeNull();
    expect(keepLinksAndMedia('<p>a <strong>b</strong></p>', '<p><em>a</em> b</p>')).toBe('<p><em>a</em> b</p>');
    expect(structureOf('<p>a <strong>b</strong> <a href="https://x.example">c</a></p>')).toEqual(['p', 'a']);
  });

  it('sanitizes what the model sends', () => {
    expect(keepLinksAndMedia('<p>a</p>', '<p onclick="x()">b<script>alert(1)</script></p>')).toBe('<p>b</p>');
  });
});

describe('the status and date a save stores', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const firstPublished = new Date('2026-01-01T08:00:00Z');

  it('schedules a future time and publishes a past one at once, dated at its time', () => {
    expect(publicationOf({ status: 'agendado', data_publicacao: '2026-06-02T09:00:00-03:00' }, null, now)).toEqual({
      status: 'agendado',
      data_publicacao: new Date('2026-06-02T12:00:00Z'),
    });
    expect(publicationOf({ status: 'agendado', data_publicacao: '2026-06-01T08:00:00-03:00' }, null, now)).toEqual({
      status: 'publicado',
      data_publicacao: new Date('2026-06-01T11:00:00Z'),
    });
    expect(publicationOf({ status: 'agendado', data_publicacao: now.toISOString() }, null, now).status).toBe('publicado');
  });

  it('keeps the first publication date, except when a publish ends a schedule', () => {
    expect(publicationOf({ status: 'publicado' }, { status: 'publicado', data_publicacao: firstPublished }, now).data_publicacao).toBe(
      firstPublished,
    );
    expect(publicationOf({ status: 'publicado' }, { status: 'rascunho', data_publicacao: firstPublished }, now).data_publicacao).toBe(
      firstPublished,
    );
    expect(
      publicationOf({ status: 'publicado' }, { status: 'agendado', data_publicacao: new Date('2026-07-01') }, now).data_publicacao,
    ).toBe(now);
    expect(publicationOf({ status: 'publicado' }, null, now).data_publicacao).toBe(now);
  });

  it('forgets the time when a schedule is cancelled, and keeps a past publication date on an unpublish', () => {
    expect(publicationOf({ status: 'rascunho' }, { status: 'agendado', data_publicacao: new Date('2026-07-01') }, now)).toEqual({
      status: 'rascunho',
      data_publicacao: null,
    });
    expect(publicationOf({ status: 'rascunho' }, { status: 'publicado', data_publicacao: firstPublished }, now)).toEqual({
      status: 'rascunho',
      data_publicacao: firstPublished,
    });
    expect(publicationOf({ status: 'rascunho' }, null, now)).toEqual({ status: 'rascunho', data_publicacao: null });
  });
});
