/**
 * Configurações (issue 22, point 2), the API: the owner's site settings and testimonials,
 * administrators only; bad input refused with 400 in the request's language and nothing saved;
 * the specification's values as the defaults; what the pages are handed (the content API's
 * settings), live figures counted. Rendering only the pages that show a change is proven in
 * tests/api/incremental-publishing.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsAnswerSchema,
  testimonialAnswerSchema,
  testimonialListSchema,
  type SiteSettingsInput,
} from '../../src/lib/contracts/site-settings.ts';
import { siteSettingsSchema } from '../../src/lib/content/schema.ts';
import { contactIn, identityIn, statFigures, testimonialsIn } from '../../src/lib/site-facts.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
const as = {} as Record<'admin' | 'editor' | 'author', { headers: Record<string, string> }>;

beforeAll(async () => {
  ctx = await createTestContext();
  as.admin = await signIn(ctx);
  as.editor = await signIn(ctx, { role: 'editor' });
  as.author = await signIn(ctx, { role: 'author' });
});
afterAll(() => ctx.close());

const send = (method: string, url: string, body?: unknown, who = as.admin, language = 'en') =>
  ctx.app.request(url, {
    method,
    headers: { ...who.headers, 'Content-Type': 'application/json', 'Accept-Language': language },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
const publicFacts = async () => siteSettingsSchema.parse(await json(await ctx.app.request('/api/content/settings'))).site;

const valid: SiteSettingsInput = {
  name: { en: 'Good Living', pt: 'Viver Bem' },
  tagline: { en: 'Small steps', pt: 'Passos pequenos' },
  social: [
    { label: 'Instagram', url: 'https://instagram.example/goodliving' },
    { label: 'YouTube', url: 'https://video.example/@goodliving' },
  ],
  contact: {
    email: 'ola@minhaloja.example',
    phone: '+55 (11) 4000-1234',
    hours: { en: 'Weekdays, 8 to 5', pt: 'Dias úteis, das 8h às 17h' },
  },
  stats: {
    readers: { kind: 'live', source: 'monthly_readers' },
    views: { kind: 'fixed', value: '2M+' },
    updates: { kind: 'live', source: 'published_articles' },
  },
  footer_year: 'current',
};

describe('site settings', () => {
  it('start with the specification’s values, and the pages are handed them', async () => {
    const answer = siteSettingsAnswerSchema.parse(await json(await send('GET', '/api/admin/settings')));
    expect(answer).toEqual({ settings: DEFAULT_SITE_SETTINGS, updated_at: null });
    const facts = await publicFacts();
    expect(contactIn(facts, 'en')).toEqual({
      email: 'contato@bemviver.example',
      phone: '+1 (555) 010-2024',
      phoneHref: 'tel:+15550102024',
      hours: 'Monday to Friday, 9am to 6pm (US Eastern time)',
    });
    expect(statFigures(facts, 'pt')).toEqual({ readers: '10K+', views: '100K+', updates: '5+' });
    expect(identityIn(facts, 'en')).toEqual({
      name: 'Bem Viver',
      tagline: 'Live well, every day',
      titleSuffix: 'Bem Viver · Live well, every day',
      social: [],
    });
    expect(facts.footer_year).toBe(2024);
    expect(testimonialsIn(facts, 'en')).toHaveLength(16);
    expect(testimonialsIn(facts, 'pt')[0]).toEqual({
      name: 'Marisa Albuquerque',
      rating: 5,
      location: 'Recife, PE',
      profession: 'Enfermeira pediátrica',
      text: expect.stringMatching(/^O guia de rotina de sono/),
    });
  });

  it('refuse bad input with 400 in the request’s language and save nothing', async () => {
    const cases: unknown[] = [
      {},
      { ...valid, contact: { ...valid.contact, email: 'not-an-email' } },
      { ...valid, contact: { ...valid.contact, phone: 'call me maybe' } },
      { ...valid, contact: { ...valid.contact, hours: { en: 'x'.repeat(121), pt: '' } } },
      { ...valid, stats: { ...valid.stats, views: { kind: 'fixed', value: 'x'.repeat(21) } } },
      { ...valid, stats: { ...valid.stats, views: { kind: 'live', source: 'twitter_followers' } } },
      { ...valid, stats: { ...valid.stats, views: 12 } },
      { ...valid, footer_year: 1800 },
      { ...valid, footer_year: '2024' },
      { ...valid, extra: true },
      { ...valid, name: { en: 'x'.repeat(61), pt: 'Viver Bem' } },
      { ...valid, name: { en: '', pt: 'Viver Bem' } },
      { ...valid, name: 'Good Living' },
      { ...valid, tagline: { en: 'x'.repeat(121), pt: '' } },
      { ...valid, social: [{ label: 'Instagram', url: 'javascript:alert(1)' }] },
      { ...valid, social: [{ label: '', url: 'https://instagram.example/x' }] },
      { ...valid, social: Array.from({ length: 9 }, (_, n) => ({ label: `P${n}`, url: `https://p${n}.example/` })) },
      { ...valid, social: { label: 'Instagram', url: 'https://instagram.example/x' } },
    ];
    for (const body of cases) {
      const response = await send('PUT', '/api/admin/settings', body, as.admin, 'pt-BR');
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await json(response)).error).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/campos/) });
    }
    const phone = await json(
      await send('PUT', '/api/admin/settings', { ...valid, contact: { ...valid.contact, phone: 'x' } }, as.admin, 'pt-BR'),
    );
    expect(phone.error.issues).toEqual([{ path: 'contact.phone', message: expect.stringMatching(/^use só dígitos/) }]);
    const name = await json(
      await send('PUT', '/api/admin/settings', { ...valid, name: { en: 'x'.repeat(61), pt: 'Viver Bem' } }, as.admin, 'en'),
    );
    expect(name.error.issues).toEqual([{ path: 'name.en', message: 'must be at most 60 characters' }]);
    expect(await ctx.handle.db.selectFrom('site_settings').selectAll().execute()).toEqual([]);
  });

  it('are for administrators only', async () => {
    for (const who of [as.editor, as.author]) {
      expect((await send('GET', '/api/admin/settings', undefined, who)).status).toBe(403);
      expect((await send('PUT', '/api/admin/settings', valid, who)).status).toBe(403);
      expect((await send('GET', '/api/admin/testimonials', undefined, who)).status).toBe(403);
      expect((await send('POST', '/api/admin/testimonials', {}, who)).status).toBe(403);
    }
    expect(await ctx.handle.db.selectFrom('site_settings').selectAll().execute()).toEqual([]);
  });

  it('save, and the pages are handed the new facts with live figures counted', async () => {
    const saved = await send('PUT', '/api/admin/settings', valid);
    expect(saved.status).toBe(200);
    const answer = siteSettingsAnswerSchema.parse(await json(saved));
    expect(answer.settings).toEqual(valid);
    expect(answer.updated_at).not.toBeNull();
    expect(siteSettingsAnswerSchema.parse(await json(await send('GET', '/api/admin/settings'))).settings).toEqual(valid);

    await ctx.handle.db
      .insertInto('analytics_events')
      .values([
        { type: 'article_view', path: '/artigos/a', locale: 'en' },
        { type: 'article_view', path: '/artigos/b', locale: 'pt' },
        { type: 'article_view', path: '/artigos/c', locale: 'en', created_at: new Date(Date.now() - 40 * 86_400_000) },
        { type: 'page_view', path: '/', locale: 'en' },
      ])
      .execute();
    const facts = await publicFacts();
    expect(facts.stats).toEqual({ readers: 2, views: '2M+', updates: 0 });
    expect(facts.footer_year).toBe(new Date().getUTCFullYear());
    expect(contactIn(facts, 'pt')).toMatchObject({ phoneHref: 'tel:+551140001234', hours: 'Dias úteis, das 8h às 17h' });
    expect(identityIn(facts, 'pt')).toEqual({
      name: 'Viver Bem',
      tagline: 'Passos pequenos',
      titleSuffix: 'Viver Bem · Passos pequenos',
      social: valid.social,
    });
    expect(identityIn({ ...facts, tagline: { en: '', pt: '' } }, 'en').titleSuffix).toBe('Good Living');
    const audit = await ctx.handle.db.selectFrom('audit_log').select('action').where('action', '=', 'settings.updated').execute();
    expect(audit).toHaveLength(1);
  });

  it('saved before the name, tagline and social profiles existed, read with their defaults and keep the rest', async () => {
    const { name: _name, tagline: _tagline, social: _social, ...older } = valid;
    await ctx.handle.db
      .updateTable('site_settings')
      .set({ value: JSON.stringify(older) })
      .where('id', '=', 1)
      .execute();
    const { settings } = siteSettingsAnswerSchema.parse(await json(await send('GET', '/api/admin/settings')));
    expect(settings).toEqual({ ...older, name: DEFAULT_SITE_SETTINGS.name, tagline: DEFAULT_SITE_SETTINGS.tagline, social: [] });
    expect(identityIn(await publicFacts(), 'pt').titleSuffix).toBe('Bem Viver · Viva bem, todos os dias');
  });
});

describe('testimonials', () => {
  const testimonial = {
    nome: 'Lia Moraes',
    localizacao: 'Natal, RN',
    nota: 4,
    profissao: { en: 'Baker', pt: 'Padeira' },
    texto: { en: '', pt: 'O pão sem sova mudou meus domingos.' },
    ordem: 0,
    visivel: true,
  };

  it('refuse a rating outside 1–5 and a testimonial without text, in the request’s language', async () => {
    const before = (await ctx.handle.db.selectFrom('testimonials').select('id').execute()).length;
    for (const nota of [0, 6, 4.5, '5']) {
      const response = await send('POST', '/api/admin/testimonials', { ...testimonial, nota }, as.admin, 'pt-BR');
      expect(response.status, String(nota)).toBe(400);
      expect((await json(response)).error.issues).toEqual([{ path: 'nota', message: 'a nota deve ser um número inteiro de 1 a 5' }]);
    }
    const noText = await send('POST', '/api/admin/testimonials', { ...testimonial, texto: { en: ' ', pt: '' } });
    expect((await json(noText)).error.issues).toEqual([{ path: 'texto', message: 'write the testimonial in at least one language' }]);
    const tooLong = await send('POST', '/api/admin/testimonials', { ...testimonial, nome: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect((await ctx.handle.db.selectFrom('testimonials').select('id').execute()).length).toBe(before);
  });

  it('are added, ordered, edited, hidden and deleted; a language left empty hides one there', async () => {
    const created = await send('POST', '/api/admin/testimonials', testimonial);
    expect(created.status).toBe(201);
    const { testimonial: added } = testimonialAnswerSchema.parse(await json(created));
    // Order 0 puts it before the sixteen defaults (ordered 1 to 16).
    let facts = await publicFacts();
    expect(testimonialsIn(facts, 'pt')[0]).toMatchObject({ name: 'Lia Moraes', profession: 'Padeira', rating: 4 });
    expect(testimonialsIn(facts, 'en').map((shown) => shown.name)).not.toContain('Lia Moraes');

    const edited = await send('PUT', `/api/admin/testimonials/${added.id}`, {
      ...testimonial,
      ordem: 99,
      texto: { ...testimonial.texto, en: 'No-knead bread changed my Sundays.' },
    });
    expect(edited.status).toBe(200);
    facts = await publicFacts();
    expect(testimonialsIn(facts, 'en').at(-1)).toMatchObject({ name: 'Lia Moraes', text: 'No-knead bread changed my Sundays.' });

    await send('PUT', `/api/admin/testimonials/${added.id}`, { ...testimonial, visivel: false });
    expect(testimonialsIn(await publicFacts(), 'pt').map((shown) => shown.name)).not.toContain('Lia Moraes');
    const listed = testimonialListSchema.parse(await json(await send('GET', '/api/admin/testimonials')));
    expect(listed.testimonials).toHaveLength(17);
    expect(listed.testimonials.find((row) => row.id === added.id)?.visivel).toBe(false);

    expect((await send('DELETE', `/api/admin/testimonials/${added.id}`)).status).toBe(200);
    const gone = await send('PUT', `/api/admin/testimonials/${added.id}`, testimonial, as.admin, 'pt-BR');
    expect(gone.status).toBe(404);
    expect((await json(gone)).error).toMatchObject({ code: 'testimonial_not_found', message: expect.stringMatching(/excluído/) });
    expect((await send('DELETE', '/api/admin/testimonials/not-an-id')).status).toBe(400);
  });
});
