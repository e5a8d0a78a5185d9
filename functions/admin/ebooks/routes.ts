/** /api/admin/ebooks: the interactive ebooks of /interactive-ebooks. */
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { ebookActiveInputSchema, ebookInputSchema } from '../../../src/lib/contracts/ebook.ts';
import { createEbook, deleteEbook, listEbooks, updateEbook } from './queries.ts';
import { ebookIdParam } from './schemas.ts';

const NOT_FOUND = { en: 'This ebook does not exist.', pt: 'Este ebook não existe.' };

export function adminEbookRoutes({ db, publisher }: Pick<AppDeps, 'db' | 'publisher'>) {
  const changed = (id: string) => publisher.siteChanged('ebook.changed', { id });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ ebooks: await listEbooks(db) }))
    .post('/', validate('json', ebookInputSchema), async (c) => {
      const ebook = await createEbook(db, c.req.valid('json'));
      await changed(ebook.id);
      return c.json({ ebook }, 201);
    })
    .put('/:id', validate('param', ebookIdParam), validate('json', ebookInputSchema), async (c) => {
      const ebook = await updateEbook(db, c.req.valid('param').id, c.req.valid('json'));
      if (!ebook) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(ebook.id);
      return c.json({ ebook });
    })
    .patch('/:id/active', validate('param', ebookIdParam), validate('json', ebookActiveInputSchema), async (c) => {
      const ebook = await updateEbook(db, c.req.valid('param').id, { is_active: c.req.valid('json').is_active });
      if (!ebook) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(ebook.id);
      return c.json({ ebook });
    })
    .delete('/:id', validate('param', ebookIdParam), async (c) => {
      const ebook = await deleteEbook(db, c.req.valid('param').id);
      if (!ebook) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(ebook.id);
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'ebook.deleted',
        targetType: 'ebook',
        targetId: ebook.id,
        summary: ebook.title,
      });
      return c.json({ deleted: ebook.id });
    });
}
