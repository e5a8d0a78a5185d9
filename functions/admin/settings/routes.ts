/**
 * /api/admin/settings and /api/admin/testimonials: the owner's facts of the site
 * (Configurações), administrators only (functions/auth/permissions.ts). A save re-renders the
 * pages that show what changed (publisher.settingsChanged; their page keys hold these facts)
 * and is written to the audit log. Bad input is refused with 400 and nothing is saved.
 */
import { Hono } from 'hono';
import { siteSettingsInputSchema, testimonialInputSchema } from '../../../src/lib/contracts/site-settings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { auditActor, recordAudit } from '../../audit/record.ts';
import { ApiError } from '../../lib/errors.ts';
import type { AppEnv } from '../../lib/http.ts';
import { validate } from '../../lib/validate.ts';
import { idParam } from '../../lib/validators.ts';
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  readSiteSettings,
  saveSiteSettings,
  updateTestimonial,
} from './queries.ts';

const testimonialIdParam = idParam('unknown_testimonial');
const TESTIMONIAL_NOT_FOUND = {
  en: 'This testimonial no longer exists. It may have been deleted.',
  pt: 'Este depoimento não existe mais. Ele pode ter sido excluído.',
};

export function adminSettingsRoutes({ db, publisher }: Pick<AppDeps, 'db' | 'publisher'>) {
  return new Hono<AppEnv>()
    .get('/settings', async (c) => c.json(await readSiteSettings(db)))
    .put('/settings', validate('json', siteSettingsInputSchema), async (c) => {
      const saved = await saveSiteSettings(db, c.req.valid('json'), c.get('user').id);
      await publisher.settingsChanged();
      await recordAudit(db, { actor: auditActor(c), action: 'settings.updated', targetType: 'site_settings', summary: 'site' });
      return c.json(saved);
    })
    .get('/testimonials', async (c) => c.json({ testimonials: await listTestimonials(db) }))
    .post('/testimonials', validate('json', testimonialInputSchema), async (c) => {
      const testimonial = await createTestimonial(db, c.req.valid('json'));
      await publisher.settingsChanged();
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'testimonial.created',
        targetType: 'testimonial',
        targetId: testimonial.id,
        summary: testimonial.nome,
      });
      return c.json({ testimonial }, 201);
    })
    .put('/testimonials/:id', validate('param', testimonialIdParam), validate('json', testimonialInputSchema), async (c) => {
      const testimonial = await updateTestimonial(db, c.req.valid('param').id, c.req.valid('json'));
      if (!testimonial) throw new ApiError(404, 'testimonial_not_found', TESTIMONIAL_NOT_FOUND);
      await publisher.settingsChanged();
      await recordAudit(db, {
        actor: auditActor(c),
        action: 'testimonial.updated',
        targetType: 'testimonial',
        targetId: testimonial.id,
        summary: testimonial.nome,
      });
      return c.json({ testimonial });
    })
    .delete('/testimonials/:id', validate('param', testimonialIdParam), async (c) => {
      const deleted = await deleteTestimonial(db, c.req.valid('param').id);
      if (!deleted) throw new ApiError(404, 'testimonial_not_found', TESTIMONIAL_NOT_FOUND);
      await publisher.settingsChanged();
      await recordAudit(db, { actor: auditActor(c), action: 'testimonial.deleted', targetType: 'testimonial', targetId: deleted.id });
      return c.json({ deleted: deleted.id });
    });
}
