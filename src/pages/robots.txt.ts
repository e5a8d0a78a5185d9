import type { APIRoute } from 'astro';
import { buildRobotsTxt } from '../lib/robots.ts';

export const GET: APIRoute = ({ site, url }) =>
  new Response(buildRobotsTxt(site ?? url), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
