/**
 * /api/admin/*: the back office's API. Mutations must come from this site (Origin), every
 * request needs a session (401) and a role the route table allows (403,
 * functions/auth/permissions.ts); then each group validates its input.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { requireRole, requireSameOrigin } from '../auth/guards.ts';
import { rolesFor } from '../auth/permissions.ts';
import type { AppEnv } from '../lib/http.ts';
import { adminMediaRoutes } from './media/routes.ts';
import { adminNewsletterRoutes } from '../newsletter/admin-routes.ts';
import { adminAffiliateDestinationRoutes } from './affiliate-destinations/routes.ts';
import { adminAffiliateRoutes } from './affiliate/routes.ts';
import { adminAuditRoutes } from './audit/routes.ts';
import { adminBackupRoutes } from './backups/routes.ts';
import { adminArticleRoutes } from './articles/routes.ts';
import { adminEbookRoutes } from './ebooks/routes.ts';
import { adminContactMessageRoutes } from './messages/routes.ts';
import { adminSettingsRoutes } from './settings/routes.ts';
import { adminJobRoutes } from './jobs/routes.ts';
import { adminImportRoutes } from './imports/routes.ts';
import { adminOverviewRoutes } from './overview/routes.ts';
import { adminRedirectRoutes } from './redirects/routes.ts';
import { adminReviewRoutes } from './reviews/routes.ts';
import { adminTeamRoutes } from './team/routes.ts';
import { adminWebhookRoutes } from './webhooks/routes.ts';

export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireSameOrigin(deps.env.siteUrl))
    .use(
      requireRole(deps.auth, deps.db, (method, path) => rolesFor(method, path.replace(/^\/api\/admin/, '')), {
        requiredForAdmins: deps.env.REQUIRE_ADMIN_TWO_FACTOR,
        // The gate asks who is signed in, then sends an administrator without two-factor to set it up.
        setupPaths: ['/api/admin/me'],
      }),
    )
    .route('/', adminOverviewRoutes(deps))
    .route('/', adminMediaRoutes(deps))
    .route('/articles', adminArticleRoutes(deps))
    .route('/reviews', adminReviewRoutes(deps))
    .route('/ebooks', adminEbookRoutes(deps))
    .route('/webhooks', adminWebhookRoutes(deps))
    .route('/affiliate', adminAffiliateRoutes(deps))
    .route('/affiliate', adminAffiliateDestinationRoutes(deps))
    .route('/redirects', adminRedirectRoutes(deps))
    .route('/team', adminTeamRoutes(deps))
    .route('/audit', adminAuditRoutes(deps))
    .route('/backups', adminBackupRoutes(deps))
    .route('/contact-messages', adminContactMessageRoutes(deps))
    .route('/', adminSettingsRoutes(deps))
    .route('/jobs', adminJobRoutes(deps))
    .route('/imports', adminImportRoutes(deps))
    .route('/newsletter', adminNewsletterRoutes(deps));
}
