import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
});
afterAll(() => ctx.close());

const call = (method: string, path: string, body?: unknown) =>
  ctx.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

describe('product reviews', () => {
  const review = {
    titulo: 'Blender review',
    descricao: 'Tested for a month.',
    link_produto: 'https://www.amazon.com/dp/B1',
    video_link_externo: 'https://youtu.be/dQw4w9WgXcQ',
  };

  it('validates title, description, product link, order and one video source', async () => {
    for (const body of [
      {},
      { ...review, titulo: '' },
      { ...review, descricao: ' ' },
      { ...review, link_produto: 'amazon' },
      { ...review, ordem: -1 },
      { ...review, video_url: '/media/videos/1.mp4' },
      { ...review, texto_botao: '' },
    ]) {
      expect((await call('POST', '/api/admin/reviews', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('defaults the button text, active flag and order (the current count), and a non-number order becomes 0', async () => {
    const first = (await json(await call('POST', '/api/admin/reviews', review))).review;
    expect(first).toMatchObject({ texto_botao: 'Ver Produto', ativo: true, ordem: 0 });
    const second = (await json(await call('POST', '/api/admin/reviews', { ...review, titulo: 'Second' }))).review;
    expect(second.ordem).toBe(1);
    const updated = await call('PUT', `/api/admin/reviews/${second.id}`, { ...review, titulo: 'Second', ordem: 'abc' });
    expect((await json(updated)).review.ordem).toBe(0);
  });

  it('toggles active, hides inactive reviews from the public feed, and deletes', async () => {
    const { reviews } = await json(await call('GET', '/api/admin/reviews'));
    const off = await call('PATCH', `/api/admin/reviews/${reviews[0].id}/ativo`, { ativo: false });
    expect((await json(off)).review.ativo).toBe(false);
    const publicFeed = await json(await ctx.app.request('/api/content/reviews'));
    expect(publicFeed.reviews.map((r: { id: string }) => r.id)).not.toContain(reviews[0].id);
    expect((await call('DELETE', `/api/admin/reviews/${reviews[0].id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/reviews/${reviews[0].id}`)).status).toBe(404);
  });
});

describe('interactive ebooks', () => {
  const ebook = { title: 'Meal prep', description: 'A week of lunches.', interactive_link: 'https://ebooks.example.com/meal-prep' };

  it('answers the specification’s validation texts', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...ebook, title: '' }, 'Title is required'],
      [{ ...ebook, description: '' }, 'Description is required'],
      [{ ...ebook, interactive_link: '' }, 'Interactive link is required'],
      [{ ...ebook, interactive_link: 'ebooks.example.com' }, 'Please enter a valid URL (starting with http:// or https://)'],
      [{ ...ebook, display_order: 'first' }, 'Display order must be a number'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/admin/ebooks', body);
      expect(response.status).toBe(400);
      expect((await json(response)).error.issues.map((i: { message: string }) => i.message)).toContain(message);
    }
  });

  it('creates with defaults (active, order 0), updates, toggles and deletes', async () => {
    const created = (await json(await call('POST', '/api/admin/ebooks', ebook))).ebook;
    expect(created).toMatchObject({ is_active: true, display_order: 0, cover_image_url: null });
    const updated = (
      await json(
        await call('PUT', `/api/admin/ebooks/${created.id}`, {
          ...ebook,
          display_order: 3,
          cover_image_url: '/sample/ebooks/meal-prep.webp',
        }),
      )
    ).ebook;
    expect(updated).toMatchObject({ display_order: 3, cover_image_url: '/sample/ebooks/meal-prep.webp' });
    expect((await json(await call('PATCH', `/api/admin/ebooks/${created.id}/active`, { is_active: false }))).ebook.is_active).toBe(false);
    expect((await json(await ctx.app.request('/api/content/ebooks'))).ebooks).toEqual([]);
    expect((await call('DELETE', `/api/admin/ebooks/${created.id}`)).status).toBe(200);
  });
});
