/**
 * The page's connect-src: where its scripts may send requests. 'self' always comes first: the
 * islands call this server's /api (the newsletter form, the chat, the first-party analytics
 * events), and a directive that names other origins without 'self' would block them. The
 * config's own `connect-src 'self'` (astro.config.mjs) only survives because Astro merges a
 * directive inserted at render time into the one of the same name; a policy that listed the
 * analytics origins alone (PUBLIC_ANALYTICS_ID set, no PUBLIC_API_URL) would depend on that
 * merge, so the list is complete by itself.
 */
export function connectSources(options: { analyticsOrigins: readonly string[]; apiBase: string | null | undefined }): string[] {
  const sources = ["'self'", ...options.analyticsOrigins];
  if (options.apiBase) sources.push(new URL(options.apiBase).origin);
  return [...new Set(sources)];
}
