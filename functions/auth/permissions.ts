/**
 * Which roles may call each back-office route: the one table the server checks on every
 * /api/admin request (and docs/admin-api.md lists). A route missing from it is refused to
 * everyone but administrators, so a new route is never open by accident; an API test walks
 * every route the app registers against this table.
 */
import type { TeamRole } from '../db/schema.ts';
import { TEAM_ROLES } from '../../src/lib/contracts/team.ts';

const ALL: readonly TeamRole[] = TEAM_ROLES;
const EDITORS: readonly TeamRole[] = ['admin', 'editor'];
const ADMINS: readonly TeamRole[] = ['admin'];

/** [method, path under /api/admin (Hono pattern), roles]. Authors' own-work limits are checked in the articles routes. */
export const ROUTE_ROLES: ReadonlyArray<readonly [string, string, readonly TeamRole[]]> = [
  ['GET', '/me', ALL],
  ['PATCH', '/me', ALL],
  ['GET', '/newsletter/articles/:id', EDITORS],
  ['GET', '/newsletter', ADMINS],
  ['POST', '/newsletter/newsletters', ADMINS],
  ['PATCH', '/newsletter/newsletters/:id', ADMINS],
  ['DELETE', '/newsletter/newsletters/:id', ADMINS],
  ['GET', '/newsletter/subscribers', ADMINS],
  ['GET', '/newsletter/subscribers.csv', ADMINS],
  ['DELETE', '/newsletter/subscribers/:id', ADMINS],
  ['POST', '/newsletter/import', ADMINS],
  ['GET', '/newsletter/sends', ADMINS],
  ['GET', '/newsletter/sends/:id', ADMINS],
  ['POST', '/newsletter/test', ADMINS],
  ['PUT', '/newsletter/articles/:id', EDITORS],
  ['GET', '/dashboard', ALL],
  ['GET', '/site', ALL],
  ['POST', '/site/rebuild', EDITORS],
  ['GET', '/sitemap-entries', EDITORS],
  ['GET', '/contact-messages', EDITORS],
  ['GET', '/contact-messages/unread-count', EDITORS],
  ['GET', '/contact-messages/:id', EDITORS],
  ['PATCH', '/contact-messages/:id', EDITORS],
  ['DELETE', '/contact-messages/:id', EDITORS],
  ['GET', '/articles', ALL],
  ['GET', '/articles/:id', ALL],
  ['POST', '/articles', ALL],
  ['PUT', '/articles/:id', ALL],
  ['POST', '/articles/:id/revisao', ALL],
  ['POST', '/articles/:id/revisao/devolver', EDITORS],
  ['GET', '/articles/:id/revisoes', ALL],
  ['GET', '/articles/:id/revisoes/:revisionId', ALL],
  ['POST', '/articles/:id/revisoes/:revisionId/restaurar', ALL],
  ['GET', '/articles/:id/previas', ALL],
  ['POST', '/articles/:id/previas', ALL],
  ['DELETE', '/articles/:id/previas/:previewId', ALL],
  ['PATCH', '/articles/:id/destaque', EDITORS],
  ['DELETE', '/articles/:id', ALL],
  ['POST', '/articles/:id/traducao', EDITORS],
  ['PUT', '/articles/:id/traducao', EDITORS],
  ['DELETE', '/articles/:id/traducao', EDITORS],
  ['GET', '/articles/:id/traducao/alteracoes', EDITORS],
  ['POST', '/articles/:id/traducao/atualizar', EDITORS],
  ['POST', '/articles/:id/traducao/em-dia', EDITORS],
  ['PUT', '/articles/:id/traducao/aviso', EDITORS],
  ['POST', '/uploads/:kind', ALL],
  ['GET', '/media', ALL],
  ['GET', '/media/:id/usage', ALL],
  ['DELETE', '/media/:id', EDITORS],
  ['GET', '/reviews', EDITORS],
  ['POST', '/reviews', EDITORS],
  ['PUT', '/reviews/:id', EDITORS],
  ['PATCH', '/reviews/:id/ativo', EDITORS],
  ['DELETE', '/reviews/:id', EDITORS],
  ['GET', '/ebooks', EDITORS],
  ['POST', '/ebooks', EDITORS],
  ['PUT', '/ebooks/:id', EDITORS],
  ['PATCH', '/ebooks/:id/active', EDITORS],
  ['DELETE', '/ebooks/:id', EDITORS],
  ['GET', '/webhooks', ADMINS],
  ['GET', '/webhooks/logs', ADMINS],
  ['POST', '/webhooks', ADMINS],
  ['PATCH', '/webhooks/:id', ADMINS],
  ['POST', '/webhooks/:id/test', ADMINS],
  ['DELETE', '/webhooks/:id', ADMINS],
  ['GET', '/affiliate/clicks', ALL],
  ['GET', '/affiliate/links/broken', EDITORS],
  ['POST', '/affiliate/links/check', EDITORS],
  ['GET', '/affiliate/prices/stale', EDITORS],
  ['POST', '/affiliate/prices/:id/confirm', EDITORS],
  ['GET', '/affiliate/marketplaces', EDITORS],
  ['POST', '/affiliate/marketplaces', ADMINS],
  ['PATCH', '/affiliate/marketplaces/:domain', ADMINS],
  ['DELETE', '/affiliate/marketplaces/:domain', ADMINS],
  ['GET', '/affiliate/countries', EDITORS],
  ['PUT', '/affiliate/countries', ADMINS],
  ['GET', '/affiliate/products', EDITORS],
  ['GET', '/affiliate/products/:id/destinations', EDITORS],
  ['PUT', '/affiliate/products/:id/destinations', EDITORS],
  ['GET', '/redirects', EDITORS],
  ['POST', '/redirects', EDITORS],
  ['DELETE', '/redirects/:id', EDITORS],
  ['GET', '/team', ADMINS],
  ['POST', '/team/invitations', ADMINS],
  ['DELETE', '/team/invitations/:id', ADMINS],
  ['PATCH', '/team/members/:id', ADMINS],
  ['DELETE', '/team/members/:id/two-factor', ADMINS],
  ['GET', '/audit', ADMINS],
  ['GET', '/audit/actors', ADMINS],
  ['GET', '/backups', ADMINS],
  ['GET', '/backups/:id/download', ADMINS],
  ['DELETE', '/backups/:id', ADMINS],
  ['GET', '/settings', ADMINS],
  ['PUT', '/settings', ADMINS],
  ['GET', '/testimonials', ADMINS],
  ['POST', '/testimonials', ADMINS],
  ['PUT', '/testimonials/:id', ADMINS],
  ['DELETE', '/testimonials/:id', ADMINS],
  ['GET', '/jobs', ADMINS],
  ['POST', '/jobs/:id/retry', ADMINS],
  ['POST', '/jobs/:id/cancel', ADMINS],
  ['GET', '/imports', ADMINS],
  ['GET', '/imports/:id', ADMINS],
  ['POST', '/imports', ADMINS],
  ['POST', '/imports/:id/cancel', ADMINS],
];

/** The AI writer lives outside /api/admin but is a back-office tool: every role may use it. */
export const WRITER_ROLES: readonly TeamRole[] = ALL;

const compiled = ROUTE_ROLES.map(([method, pattern, roles]) => ({
  method,
  regex: new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
  roles,
}));

/** The roles allowed to call `method path` (path under /api/admin); administrators only when the route is not listed. */
export function rolesFor(method: string, path: string): readonly TeamRole[] {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return compiled.find((rule) => rule.method === wanted && rule.regex.test(path))?.roles ?? ADMINS;
}
