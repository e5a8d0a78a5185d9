// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { inlineScriptHashes, runtimeStyleHashes } from './src/lib/csp.ts';

export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL || 'http://127.0.0.1:4321',
  outDir: process.env.SITE_OUT_DIR || 'dist',
  trailingSlash: 'never',
  build: {
    format: 'file',
    inlineStylesheets: 'never',
  },
  // No Markdown pages; Shiki's inline styles would also break the CSP.
  markdown: { syntaxHighlight: false },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
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
