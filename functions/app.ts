/**
 * The app factory. Request ids, one log line per request, security headers, compression,
 * body limits, the JSON error shape and the 404s are set here once; route groups live in
 * their own folders. Tests call createApp(deps).request() in-process; server.ts serves it.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { publicApiCors } from './lib/cors.ts';
import { adminRoutes } from './admin/routes.ts';
import { goRoutes } from './affiliate/go-routes.ts';
import { requireRole, requireSameOrigin } from './auth/guards.ts';
import { invitationRoutes } from './auth/invitation-routes.ts';
import { WRITER_ROLES } from './auth/permissions.ts';
import { authRoutes } from './auth/routes.ts';
import { assessmentRoutes } from './assessment/routes.ts';
import { assistantRoutes } from './assistant/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { articlesRoutes } from './articles/public/routes.ts';
import { coachRoutes } from './coach/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { healthRoutes } from './health/routes.ts';
import { horoscopeRoutes } from './horoscope/routes.ts';
import { ApiError } from './lib/errors.ts';
import type { AppEnv } from './lib/http.ts';
import { localeFromAcceptLanguage } from './lib/locale.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { refuseUnstorableText } from './lib/storable-text.ts';
import { mediaServeRoutes } from './media/serve.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { writerRoutes } from './writer/routes.ts';
import { productsRoutes } from './products/routes.ts';
import { previewHeaders, previewRoutes, withoutPreviewToken } from './previews/routes.ts';
import { siteRoutes } from './site/site-routes.ts';
import type { AppDeps } from './app-deps.ts';

export type { AppDeps } from './app-deps.ts';

/** JSON bodies larger than this are refused with 413 before they are read whole. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')));
    await next();
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: withoutPreviewToken(c.req.path),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use('/api/*', publicApiCors(env.CORS_ORIGINS));
  app.use('/preview/*', previewHeaders);
  app.use('/pt/preview/*', previewHeaders);
  app.use(securityHeaders(env.siteUrl));

  const api = new Hono<AppEnv>();
  api.use(compress());
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'payload_too_large');
    },
  });
  // Uploads stream to the media storage under their own per-kind limits (functions/media/store.ts),
  // and an import's export to the database under IMPORT_MAX_MB (functions/admin/imports/routes.ts).
  api.use((c, next) =>
    c.req.path.startsWith('/api/admin/uploads/') || (c.req.method === 'POST' && c.req.path === '/api/admin/imports')
      ? next()
      : jsonBodyLimit(c, next),
  );
  api.use(refuseUnstorableText());
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.route('/health', healthRoutes(deps));
  api.route('/content', contentRoutes(deps));
  api.route('/functions/get-horoscope', horoscopeRoutes(deps));
  api.route('/functions/chatbot-assistant', assistantRoutes(deps));
  api.route('/functions/send-contact-email', contactRoutes(deps));
  api.route('/functions/life-coach-chat', coachRoutes(deps));
  api.route('/functions/personal-assessment', assessmentRoutes(deps));
  api.route('/analytics', analyticsRoutes(deps));
  api.route('/articles', articlesRoutes(deps));
  api.route('/products', productsRoutes({ feed: deps.productsFeed, logger }));
  api.route('/newsletter', newsletterRoutes(deps));
  api.route('/auth/invitations', invitationRoutes(deps));
  api.route('/auth', authRoutes(deps));
  api.use(
    '/functions/generate-article',
    requireSameOrigin(env.siteUrl),
    requireRole(deps.auth, deps.db, () => WRITER_ROLES, { requiredForAdmins: env.REQUIRE_ADMIN_TWO_FACTOR }),
  );
  api.route('/functions/generate-article', writerRoutes(deps));
  api.route('/admin', adminRoutes(deps));
  api.all('*', () => {
    throw new ApiError(404, 'not_found');
  });
  app.route('/api', api);

  app.route('/media', mediaServeRoutes({ storage: deps.media }));
  app.route('/go', goRoutes(deps));
  app.route('/preview', previewRoutes(deps, 'en'));
  app.route('/pt/preview', previewRoutes(deps, 'pt'));
  app.route('/', siteRoutes(deps));

  app.notFound((c) => c.json(new ApiError(404, 'not_found').body(c.get('locale') ?? 'en'), 404));
  app.onError((error, c) => {
    const locale = c.get('locale') ?? 'en';
    if (error instanceof ApiError) return c.json(error.body(locale), error.status, error.headers);
    if (error instanceof HTTPException) {
      const apiError =
        error.status === 400 && /json/i.test(error.message)
          ? new ApiError(400, 'invalid_json')
          : error.status === 413
            ? new ApiError(413, 'payload_too_large')
            : new ApiError(error.status === 405 ? 405 : 400, error.status === 405 ? 'method_not_allowed' : 'validation_failed');
      return c.json(apiError.body(locale), apiError.status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn('database unavailable', { requestId: c.get('requestId'), path: withoutPreviewToken(c.req.path), error });
      return c.json(new ApiError(503, 'database_unavailable').body(locale), 503, { 'Retry-After': '5' });
    }
    logger.error('unhandled error', { requestId: c.get('requestId'), path: withoutPreviewToken(c.req.path), error });
    return c.json(new ApiError(500, 'internal').body(locale), 500);
  });

  return app;
}
