/** /api/admin/newsletter/*: the back office's newsletter routes (roles in auth/permissions.ts). */
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../lib/http.ts';
import { articleOptionRoutes } from './article-option-routes.ts';

export function adminNewsletterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().route('/articles', articleOptionRoutes(deps));
}
