/**
 * What a page costs to load, read from a live build's files: gzip bytes of its HTML, stylesheets
 * and JavaScript (scripts, module preloads, island components and renderers, and the modules
 * they import statically).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  htmlGzip: number;
  cssGzip: number;
  jsGzip: number;
  jsFiles: number;
  /** True when any React runtime chunk is loaded. */
  framework: boolean;
}

const gz = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

/** The file a site URL is served from, if any (a live build's index: SiteFiles.lookup). */
export type FileLookup = (urlPath: string) => string | undefined;

function fileFor(lookup: FileLookup, url: string): string | null {
  if (!url.startsWith('/')) return null;
  const full = lookup(url.split(/[?#]/)[0]!);
  return full && existsSync(full) ? full : null;
}

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!).filter(Boolean);
}

export function pageWeight(lookup: FileLookup, pagePath: string): PageWeight {
  const html = readFileSync(lookup(pagePath)!, 'utf8');
  const css = attributeValues(html, /<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g).concat(
    attributeValues(html, /<link[^>]+href="([^"]+)"[^>]*rel="stylesheet"/g),
  );
  const jsEntries = [
    ...attributeValues(html, /<script[^>]+src="([^"]+)"/g),
    ...attributeValues(html, /<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attributeValues(html, /component-url="([^"]+)"/g),
    ...attributeValues(html, /renderer-url="([^"]+)"/g),
    ...attributeValues(html, /\bimport\(["'](\/[^"']+\.js)["']\)/g),
  ];
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );

  const seen = new Set<string>();
  const queue = [...jsEntries];
  let jsGzip = inlineScripts.reduce((sum, code) => sum + (code.trim() ? gz(code) : 0), 0);
  let framework = false;
  while (queue.length) {
    const url = queue.shift()!;
    const file = fileFor(lookup, url);
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    jsGzip += gz(code);
    if (/react-dom|__SECRET_INTERNALS|react\.production|createRoot|hydrateRoot/.test(code)) framework = true;
    for (const match of code.matchAll(/(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), match[1]!));
    }
  }
  const cssGzip = [...new Set(css)].reduce((sum, url) => {
    const file = fileFor(lookup, url);
    return file ? sum + gz(readFileSync(file)) : sum;
  }, 0);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gz(m[1]!), 0);
  return { htmlGzip: gz(html), cssGzip: cssGzip + inlineCss, jsGzip, jsFiles: seen.size, framework };
}
