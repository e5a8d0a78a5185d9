/**
 * The site's one middleware: a page that throws while the server renders it is recorded for the
 * renderer (functions/site/renderer/page-renderer.ts), which then fails the build with the page's
 * own error instead of the status of Astro's error page.
 */
import { defineMiddleware } from 'astro:middleware';
import { recordRenderError } from './lib/content/api.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  try {
    return await next();
  } catch (error) {
    recordRenderError(error);
    throw error;
  }
});
