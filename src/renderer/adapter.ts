/**
 * The site's own Astro adapter. `astro build` bundles every page for rendering on demand
 * (dist/server/entry.mjs) and writes the browser assets (dist/client); the server then renders
 * the pages itself, all of them for a new deploy and only the changed ones for a content change
 * (functions/site/renderer/, docs/decisions/030).
 */
import type { AstroIntegration } from 'astro';

export function siteRenderer(): AstroIntegration {
  return {
    name: 'site-renderer',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'site-renderer',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entry.ts', import.meta.url),
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'unsupported', sharpImageService: 'unsupported' },
        });
      },
    },
  };
}
