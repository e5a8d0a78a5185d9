/**
 * The server bundle's entry: one Astro app, asked for pages by functions/site/renderer/. Pages
 * are rendered whole (no streaming): they are written to files, not sent to a visitor.
 */
import { createApp } from 'astro/app/entrypoint';

export const app = createApp({ streaming: false });
