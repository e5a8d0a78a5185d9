/**
 * Hashes for the Content-Security-Policy. Astro hashes the scripts and styles it bundles, but
 * not `is:inline` scripts: astro.config.mjs adds the hash of each of those from the very
 * string the page prints, so the policy and the page cannot drift apart. Likewise for the
 * <style> elements libraries insert at run time, hashed from the installed package.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALE_REDIRECT_SCRIPT } from './locale-redirect.ts';

export function cspHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** Every inline script the site prints. */
export const INLINE_SCRIPTS: readonly string[] = [LOCALE_REDIRECT_SCRIPT];

export function inlineScriptHashes(): `sha256-${string}`[] {
  return INLINE_SCRIPTS.map(cspHash);
}

/**
 * The stylesheet a bundle injects at run time with `__insertCSS("...")` (sonner, for toasts).
 * The CSP blocks such a <style> element unless the hash of its exact text is allowed.
 */
export function injectedStylesheet(bundleSource: string, file: string): string {
  const call = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(bundleSource);
  if (!call?.[1]) {
    throw new Error(
      `No __insertCSS("...") call in ${file}: the toast library changed how it adds its styles. ` +
        'Update injectedStylesheet() in src/lib/csp.ts, or toasts will be unstyled under the CSP.',
    );
  }
  return JSON.parse(call[1]) as string;
}

/** Hashes of the styles libraries insert at run time, read from the installed packages. */
export function runtimeStyleHashes(): `sha256-${string}`[] {
  const sonner = path.join(path.dirname(createRequire(import.meta.url).resolve('sonner')), 'index.mjs');
  return [cspHash(injectedStylesheet(readFileSync(sonner, 'utf8'), sonner))];
}
