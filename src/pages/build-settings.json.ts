import type { APIRoute } from 'astro';
import { getContent } from '../lib/content/api.ts';

/**
 * The server settings this build printed on its pages (the coach's limit…). The server
 * compares it with its own settings when it starts and rebuilds when they differ, so a page
 * never states a limit the server no longer keeps.
 */
export const GET: APIRoute = async () =>
  new Response(JSON.stringify({ coach: (await getContent()).settings.coach }), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
