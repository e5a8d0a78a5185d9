/** /api/admin/reviews: the product reviews of the home page's highlight section. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { linkUrl, mediaUrl, videoLinkUrl } from '../../../src/lib/contracts/fields.ts';
import { contentLanguage, idParam } from '../../lib/validators.ts';

/** A non-number becomes 0, as the specification says; negatives are refused. */
const ordem = z.preprocess(
  (value) => (value === '' || value === null || Number.isNaN(Number(value)) ? 0 : value),
  z.coerce.number().int().min(0, { error: 'Ordem must be 0 or more' }).max(100_000),
);

const reviewFields = z.object({
  titulo: z.string().trim().min(1, { error: 'Título é obrigatório' }).max(200),
  texto_botao: z.string().trim().min(1, { error: 'Texto do botão é obrigatório' }).max(60).default('Ver Produto'),
  descricao: z.string().trim().min(1, { error: 'Descrição é obrigatória' }).max(2000),
  link_produto: linkUrl(),
  video_url: mediaUrl.default(null),
  video_link_externo: videoLinkUrl.default(null),
  ordem,
  ativo: z.boolean().default(true),
  /** The locale it is shown in; null (the default): both. */
  idioma: contentLanguage,
});

const oneVideoSource = (review: { video_url: string | null; video_link_externo: string | null }) =>
  !(review.video_url && review.video_link_externo);
const oneVideoIssue = { error: 'Choose an uploaded video or an external link, not both', path: ['video_link_externo'] };

export const reviewInput = reviewFields.refine(oneVideoSource, oneVideoIssue);
/** On creation the order defaults to the number of reviews (the new one goes last). */
export const reviewCreate = reviewFields.extend({ ordem: ordem.optional() }).refine(oneVideoSource, oneVideoIssue);

const NOT_FOUND = { en: 'This review does not exist.', pt: 'Este review não existe.' };
const reviewIdParam = idParam();

export function adminReviewRoutes({ db, publisher }: Pick<AppDeps, 'db' | 'publisher'>) {
  const changed = (id: string) => publisher.siteChanged('review.changed', { id });
  return new Hono<AppEnv>()
    .get('/', async (c) =>
      c.json({
        reviews: await db.selectFrom('product_reviews').selectAll().orderBy('ordem', 'asc').orderBy('created_at', 'asc').execute(),
      }),
    )
    .post('/', validate('json', reviewCreate), async (c) => {
      const body = c.req.valid('json');
      const review = await db
        .insertInto('product_reviews')
        .values({ ...body, ordem: body.ordem ?? (await countReviews()) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await changed(review.id);
      return c.json({ review }, 201);
    })
    .put('/:id', validate('param', reviewIdParam), validate('json', reviewInput), async (c) => {
      const review = await db
        .updateTable('product_reviews')
        .set({ ...c.req.valid('json'), updated_at: new Date() })
        .where('id', '=', c.req.valid('param').id)
        .returningAll()
        .executeTakeFirst();
      if (!review) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(review.id);
      return c.json({ review });
    })
    .patch('/:id/ativo', validate('param', reviewIdParam), validate('json', z.object({ ativo: z.boolean() })), async (c) => {
      const review = await db
        .updateTable('product_reviews')
        .set({ ativo: c.req.valid('json').ativo, updated_at: new Date() })
        .where('id', '=', c.req.valid('param').id)
        .returningAll()
        .executeTakeFirst();
      if (!review) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(review.id);
      return c.json({ review });
    })
    .delete('/:id', validate('param', reviewIdParam), async (c) => {
      const review = await db
        .deleteFrom('product_reviews')
        .where('id', '=', c.req.valid('param').id)
        .returning(['id', 'titulo'])
        .executeTakeFirst();
      if (!review) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(review.id);
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'review.deleted',
        targetType: 'review',
        targetId: review.id,
        summary: review.titulo,
      });
      return c.json({ deleted: review.id });
    });

  async function countReviews(): Promise<number> {
    const row = await db
      .selectFrom('product_reviews')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
