// @ts-check
import { defineConfig, passthroughImageService } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { BUILD_ENV } from './src/lib/build-env.ts';
import { inlineScriptHashes, runtimeStyleHashes } from './src/lib/csp.ts';
import { siteRenderer } from './src/renderer/adapter.ts';

export default defineConfig({
  // Pages are rendered by the server from the bundle (src/renderer/), not by `astro build`.
  output: 'server',
  adapter: siteRenderer(),
  site: BUILD_ENV.SITE_URL,
  outDir: BUILD_ENV.SITE_OUT_DIR,
  trailingSlash: 'never',
  build: {
    format: 'file',
    // Stylesheets under 4 KB go inline (hashed into the CSP); the site stylesheet stays a cached file (decision 037).
    inlineStylesheets: 'auto',
  },
  // No astro:assets images (uploads get their copies from functions/media/, decision 026): no image service, so no "sharp" adapter warning.
  image: { service: passthroughImageService() },
  // No Markdown pages; Shiki's inline styles would also break the CSP.
  markdown: { syntaxHighlight: false },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
    // The server bundle runs from DATA_DIR, outside the project's node_modules: it carries its dependencies.
    ssr: { noExternal: true },
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
        "media-src 'self' https:",
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
        "connect-src 'self'",
        "font-src 'self'",
      ],
      scriptDirective: { hashes: inlineScriptHashes() },
      styleDirective: { hashes: runtimeStyleHashes() },
    },
  },
});
