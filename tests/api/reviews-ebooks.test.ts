/**
 * /api/admin/reviews and /api/admin/ebooks: validation with the catalogue's messages in the
 * request's language, and every answer read with the back office's own schemas (the shared
 * contracts), so a server change that would break the screens fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebookAnswerSchema, ebookDeletedAnswerSchema, ebookListAnswerSchema } from '../../src/admin/features/ebooks/api/ebook-schema.ts';
import {
  reviewAnswerSchema,
  reviewDeletedAnswerSchema,
  reviewListAnswerSchema,
} from '../../src/admin/features/reviews/api/review-schema.ts';
import { createTestContext, json, signIn, type TestContext } from '../support/test-app.ts';

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  headers = { ...(await signIn(ctx)).headers, 'Content-Type': 'application/json' };
});
afterAll(() => ctx.close());

const call = (method: string, path: string, body?: unknown, language?: string) =>
  ctx.app.request(path, {
    method,
    headers: language ? { ...headers, 'Accept-Language': language } : headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The field issues of a refused request, as [path, message]. */
async function issues(response: Response): Promise<Array<[string, string]>> {
  expect(response.status).toBe(400);
  return (await json(response)).error.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]);
}

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

  it('names each field in the request’s language: Portuguese for the back office, English otherwise', async () => {
    const bad = { ...review, titulo: '', texto_botao: ' ', descricao: '', ordem: -1 };
    expect(await issues(await call('POST', '/api/admin/reviews', bad, 'pt-BR'))).toEqual([
      ['titulo', 'Título é obrigatório'],
      ['texto_botao', 'Texto do botão é obrigatório'],
      ['descricao', 'Descrição é obrigatória'],
      ['ordem', 'A ordem deve ser 0 ou mais'],
    ]);
    expect(await issues(await call('POST', '/api/admin/reviews', bad))).toEqual([
      ['titulo', 'Title is required'],
      ['texto_botao', 'Button text is required'],
      ['descricao', 'Description is required'],
      ['ordem', 'Order must be 0 or more'],
    ]);
    const bothVideos = { ...review, video_url: '/media/videos/1.mp4' };
    expect(await issues(await call('POST', '/api/admin/reviews', bothVideos, 'pt-BR'))).toEqual([
      ['video_link_externo', 'Escolha um vídeo enviado ou um link externo, não os dois'],
    ]);
    expect(await issues(await call('POST', '/api/admin/reviews', bothVideos))).toEqual([
      ['video_link_externo', 'Choose an uploaded video or an external link, not both'],
    ]);
  });

  it('defaults the button text, active flag and order (the current count), and a non-number order becomes 0', async () => {
    const first = reviewAnswerSchema.parse(await json(await call('POST', '/api/admin/reviews', review))).review;
    expect(first).toMatchObject({ texto_botao: 'Ver Produto', ativo: true, ordem: 0, idioma: null });
    const second = reviewAnswerSchema.parse(await json(await call('POST', '/api/admin/reviews', { ...review, titulo: 'Second' }))).review;
    expect(second.ordem).toBe(1);
    const updated = await call('PUT', `/api/admin/reviews/${second.id}`, { ...review, titulo: 'Second', ordem: 'abc', idioma: 'pt' });
    expect(reviewAnswerSchema.parse(await json(updated)).review).toMatchObject({ ordem: 0, idioma: 'pt' });
  });

  it('toggles active, hides inactive reviews from the public feed, and deletes', async () => {
    const { reviews } = reviewListAnswerSchema.parse(await json(await call('GET', '/api/admin/reviews')));
    expect(reviews.map((r) => r.titulo)).toEqual(['Blender review', 'Second']);
    const off = await call('PATCH', `/api/admin/reviews/${reviews[0]!.id}/ativo`, { ativo: false });
    expect(reviewAnswerSchema.parse(await json(off)).review.ativo).toBe(false);
    const publicFeed = await json(await ctx.app.request('/api/content/reviews'));
    expect(publicFeed.reviews.map((r: { id: string }) => r.id)).not.toContain(reviews[0]!.id);
    const deleted = await call('DELETE', `/api/admin/reviews/${reviews[0]!.id}`);
    expect(reviewDeletedAnswerSchema.parse(await json(deleted))).toEqual({ deleted: reviews[0]!.id });
    expect((await call('DELETE', `/api/admin/reviews/${reviews[0]!.id}`)).status).toBe(404);
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

  it('gives the same messages in Portuguese to the back office', async () => {
    const cases: Array<[unknown, [string, string]]> = [
      [{ ...ebook, title: '', description: '' }, ['title', 'Título é obrigatório']],
      [{ ...ebook, description: '' }, ['description', 'Descrição é obrigatória']],
      [{ ...ebook, interactive_link: '' }, ['interactive_link', 'O link interativo é obrigatório']],
      [
        { ...ebook, interactive_link: 'ebooks.example.com' },
        ['interactive_link', 'Digite uma URL válida (começando com http:// ou https://)'],
      ],
      [{ ...ebook, display_order: 1.5 }, ['display_order', 'A ordem de exibição deve ser um número']],
    ];
    for (const [body, issue] of cases) expect(await issues(await call('POST', '/api/admin/ebooks', body, 'pt-BR'))).toContainEqual(issue);
  });

  it('creates with defaults (active, order 0), updates, toggles and deletes', async () => {
    const created = ebookAnswerSchema.parse(await json(await call('POST', '/api/admin/ebooks', ebook))).ebook;
    expect(created).toMatchObject({ is_active: true, display_order: 0, cover_image_url: null, idioma: null });
    const updated = ebookAnswerSchema.parse(
      await json(
        await call('PUT', `/api/admin/ebooks/${created.id}`, {
          ...ebook,
          display_order: 3,
          cover_image_url: '/sample/ebooks/meal-prep.webp',
        }),
      ),
    ).ebook;
    expect(updated).toMatchObject({ display_order: 3, cover_image_url: '/sample/ebooks/meal-prep.webp' });
    expect(ebookListAnswerSchema.parse(await json(await call('GET', '/api/admin/ebooks'))).ebooks).toEqual([updated]);
    const off = await call('PATCH', `/api/admin/ebooks/${created.id}/active`, { is_active: false });
    expect(ebookAnswerSchema.parse(await json(off)).ebook.is_active).toBe(false);
    expect((await json(await ctx.app.request('/api/content/ebooks'))).ebooks).toEqual([]);
    const deleted = await call('DELETE', `/api/admin/ebooks/${created.id}`);
    expect(ebookDeletedAnswerSchema.parse(await json(deleted))).toEqual({ deleted: created.id });
  });
});
