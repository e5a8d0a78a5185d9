import type { APIRoute } from 'astro';
import { BRAND_MARK_SVG } from '../lib/brand-mark.ts';

export const GET: APIRoute = () => new Response(BRAND_MARK_SVG, { headers: { 'content-type': 'image/svg+xml' } });
