/**
 * Renders site pages in this process from a deploy's server bundle (site-bundle.ts), with the
 * content snapshot the caller gives: a page is a request to the bundle's Astro app, answered as
 * the bytes of the file a static build would have written.
 */
import { pathToFileURL } from 'node:url';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import type { SiteContent } from '../../../src/lib/content/api.ts';
import { provideContent, takeRenderError } from '../../../src/lib/content/api.ts';
import type { SiteBundle } from './site-bundle.ts';

interface BundleApp {
  render(request: Request): Promise<Response>;
}

export class PageRenderError extends Error {
  override name = 'PageRenderError';
}

/** The file a static build writes for a page path: `/` → index.html, `/pt` → pt.html, `/rss.xml` as it is. */
export function outputFileFor(urlPath: string): string {
  if (urlPath === '/') return 'index.html';
  const relative = urlPath.slice(1);
  const last = relative.split('/').at(-1) ?? '';
  return last.includes('.') ? relative : `${relative}.html`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Puts `tag` at the top of <head>, after <meta charset> when there is one (the charset must come within the first 1024 bytes). */
export function withHeadTag(html: string, tag: string): string {
  const charset = html.match(/<meta\s+charset=[^>]*>/i);
  const head = html.match(/<head(\s[^>]*)?>/i);
  const anchor = charset ?? head;
  if (!anchor || anchor.index === undefined) return html;
  const end = anchor.index + anchor[0].length;
  return `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

/**
 * Astro sends an on-demand page's Content-Security-Policy as a header; a file has no headers,
 * so the policy goes where a static build puts it, a <meta> at the top of <head>.
 */
export function withCspMeta(html: string, policy: string | null): string {
  if (!policy) return html;
  return withHeadTag(html, `<meta http-equiv="content-security-policy" content="${escapeAttribute(policy)}">`);
}

const ISLAND_STYLE_ELEMENT = `<style>${ISLAND_STYLES}</style>`;

/**
 * Astro writes its island styles (`astro-island{display:contents}`) as a <style> in <body>, just
 * before the first island, and has no setting to put them elsewhere; HTML allows <style> only in
 * <head>, so they move to the end of <head>. Their CSP hash is unchanged (the same text).
 */
export function withIslandStylesInHead(html: string): string {
  const bodyStart = html.search(/<body[\s>]/i);
  const headEnd = html.search(/<\/head>/i);
  if (bodyStart < 0 || headEnd < 0 || headEnd > bodyStart) return html;
  const body = html.slice(bodyStart);
  if (!body.includes(ISLAND_STYLE_ELEMENT)) return html;
  return `${html.slice(0, headEnd)}${ISLAND_STYLE_ELEMENT}${html.slice(headEnd, bodyStart)}${body.replaceAll(ISLAND_STYLE_ELEMENT, '')}`;
}

/**
 * The pages read their content from one global slot (provideContent), so renders take turns:
 * a draft preview rendered while a build runs must not lend its content to a live page.
 */
let turn: Promise<unknown> = Promise.resolve();

export class PageRenderer {
  private constructor(
    readonly bundle: SiteBundle,
    private readonly app: BundleApp,
    private readonly siteUrl: string,
  ) {}

  static async load(bundle: SiteBundle, siteUrl: string): Promise<PageRenderer> {
    const module = (await import(pathToFileURL(bundle.entry).href)) as { app?: BundleApp };
    if (!module.app) throw new PageRenderError(`${bundle.entry} does not export the site's app`);
    return new PageRenderer(bundle, module.app, siteUrl.replace(/\/+$/, ''));
  }

  /**
   * Renders one page with `content`. A page that does not answer 200 (404.html aside) is an
   * error: the plan only asks for pages that exist.
   */
  render(urlPath: string, content: SiteContent): Promise<Buffer> {
    const rendered = turn.then(() => this.renderNow(urlPath, content));
    turn = rendered.catch(() => undefined);
    return rendered;
  }

  private async renderNow(urlPath: string, content: SiteContent): Promise<Buffer> {
    provideContent(() => content);
    takeRenderError();
    try {
      const response = await this.app.render(new Request(`${this.siteUrl}${urlPath}`));
      const thrown = takeRenderError();
      if (thrown !== undefined) {
        const reason = thrown instanceof Error ? thrown.message : String(thrown);
        throw new PageRenderError(`the page ${urlPath} failed while rendering: ${reason}`, { cause: thrown });
      }
      // The not-found pages answer 404 (the English one is Astro's own 404 route) or 200.
      const ok = response.status === 200 || (response.status === 404 && /(^|\/)404$/.test(urlPath));
      if (!ok) {
        throw new PageRenderError(`the page ${urlPath} answered ${response.status} while rendering`);
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/html')) return Buffer.from(await response.arrayBuffer());
      const html = withIslandStylesInHead(await response.text());
      return Buffer.from(withCspMeta(html, response.headers.get('content-security-policy')));
    } finally {
      provideContent(undefined);
    }
  }
}
