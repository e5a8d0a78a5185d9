/** /api/admin/reviews: the product reviews of the home page's highlight section. */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { reviewActiveInputSchema, reviewCreateSchema, reviewInputSchema } from '../../../src/lib/contracts/review.ts';
import { createReview, deleteReview, listReviews, updateReview } from './queries.ts';
import { reviewIdParam } from './schemas.ts';

const NOT_FOUND = { en: 'This review does not exist.', pt: 'Este review não existe.' };

export function adminReviewRoutes({ db, publisher }: Pick<AppDeps, 'db' | 'publisher'>) {
  const changed = (id: string) => publisher.siteChanged('review.changed', { id });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ reviews: await listReviews(db) }))
    .post('/', validate('json', reviewCreateSchema), async (c) => {
      const review = await createReview(db, c.req.valid('json'));
      await changed(review.id);
      return c.json({ review }, 201);
    })
    .put('/:id', validate('param', reviewIdParam), validate('json', reviewInputSchema), async (c) => {
      const review = await updateReview(db, c.req.valid('param').id, c.req.valid('json'));
      if (!review) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(review.id);
      return c.json({ review });
    })
    .patch('/:id/ativo', validate('param', reviewIdParam), validate('json', reviewActiveInputSchema), async (c) => {
      const review = await updateReview(db, c.req.valid('param').id, { ativo: c.req.valid('json').ativo });
      if (!review) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(review.id);
      return c.json({ review });
    })
    .delete('/:id', validate('param', reviewIdParam), async (c) => {
      const review = await deleteReview(db, c.req.valid('param').id);
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
}
