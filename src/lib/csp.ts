/**
 * Hashes for the Content-Security-Policy. Astro hashes the scripts and styles it bundles, but
 * not `is:inline` scripts: astro.config.mjs adds the hash of each of those from the very
 * string the page prints, so the policy and the page cannot drift apart.
 */
import { createHash } from 'node:crypto';
import { LOCALE_REDIRECT_SCRIPT } from './locale-redirect.ts';

export function cspHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** Every inline script the site prints. */
export const INLINE_SCRIPTS: readonly string[] = [LOCALE_REDIRECT_SCRIPT];

export function inlineScriptHashes(): `sha256-${string}`[] {
  return INLINE_SCRIPTS.map(cspHash);
}
