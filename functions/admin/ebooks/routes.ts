/** /api/admin/ebooks: the interactive ebooks of /interactive-ebooks. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { linkUrl, mediaUrl } from '../../../src/lib/contracts/fields.ts';
import { contentLanguage, idParam } from '../../lib/validators.ts';

export const ebookInput = z.object({
  title: z.string().trim().min(1, { error: 'Title is required' }).max(200),
  description: z.string().trim().min(1, { error: 'Description is required' }).max(2000),
  cover_image_url: mediaUrl.default(null),
  interactive_link: z
    .string()
    .trim()
    .min(1, { error: 'Interactive link is required' })
    .pipe(linkUrl('Please enter a valid URL (starting with http:// or https://)')),
  display_order: z.coerce.number({ error: 'Display order must be a number' }).int().min(-100_000).max(100_000).default(0),
  is_active: z.boolean().default(true),
  /** The locale it is shown in; null (the default): both. */
  idioma: contentLanguage,
});

const NOT_FOUND = { en: 'This ebook does not exist.', pt: 'Este ebook não existe.' };
const ebookIdParam = idParam();

export function adminEbookRoutes({ db, publisher }: Pick<AppDeps, 'db' | 'publisher'>) {
  const changed = (id: string) => publisher.siteChanged('ebook.changed', { id });
  return new Hono<AppEnv>()
    .get('/', async (c) =>
      c.json({
        ebooks: await db
          .selectFrom('interactive_ebooks')
          .selectAll()
          .orderBy('display_order', 'asc')
          .orderBy('created_at', 'asc')
          .execute(),
      }),
    )
    .post('/', validate('json', ebookInput), async (c) => {
      const ebook = await db.insertInto('interactive_ebooks').values(c.req.valid('json')).returningAll().executeTakeFirstOrThrow();
      await changed(ebook.id);
      return c.json({ ebook }, 201);
    })
    .put('/:id', validate('param', ebookIdParam), validate('json', ebookInput), async (c) => {
      const ebook = await db
        .updateTable('interactive_ebooks')
        .set({ ...c.req.valid('json'), updated_at: new Date() })
        .where('id', '=', c.req.valid('param').id)
        .returningAll()
        .executeTakeFirst();
      if (!ebook) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(ebook.id);
      return c.json({ ebook });
    })
    .patch('/:id/active', validate('param', ebookIdParam), validate('json', z.object({ is_active: z.boolean() })), async (c) => {
      const ebook = await db
        .updateTable('interactive_ebooks')
        .set({ is_active: c.req.valid('json').is_active, updated_at: new Date() })
        .where('id', '=', c.req.valid('param').id)
        .returningAll()
        .executeTakeFirst();
      if (!ebook) throw new ApiError(404, 'not_found', NOT_FOUND);
      await changed(ebook.id);
      return c.json({ ebook });
    })
    .delete('/:id', validate('param', ebookIdParam), async (c) => {
      const ebook = await db
        .deleteFrom('interactive_ebooks')
        .where('id', '=', c.req.valid('param').id)
        .returning(['id', 'title'])
        .executeTakeFirst();
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
