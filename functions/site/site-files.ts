/**
 * An index of one static build: every file by the URL path it answers. Built once when a
 * build goes live, so that serving is a map lookup and swapping builds is one assignment.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface SiteFile {
  absPath: string;
  size: number;
  mtimeMs: number;
  contentType: string;
  etag: string;
  /** Hashed build assets never change under the same name. */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeFor(filePath: string): string {
  return TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

async function walk(dir: string, base = dir, out: string[] = []): Promise<string[]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, base, out);
    else if (entry.isFile()) out.push(path.relative(base, full));
  }
  return out;
}

export class SiteFiles {
  private constructor(
    readonly root: string,
    private readonly byPath: Map<string, SiteFile>,
  ) {}

  static async load(root: string): Promise<SiteFiles> {
    const byPath = new Map<string, SiteFile>();
    const files = await walk(root);
    await Promise.all(
      files.map(async (relative) => {
        const absPath = path.join(root, relative);
        const info = await stat(absPath);
        const urlPath = `/${relative.split(path.sep).join('/')}`;
        const file: SiteFile = {
          absPath,
          size: info.size,
          mtimeMs: info.mtimeMs,
          contentType: contentTypeFor(relative),
          etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          immutable: urlPath.startsWith('/_astro/'),
        };
        byPath.set(urlPath, file);
        // Pages are built as name.html and answer at /name (index.html at /).
        if (urlPath.endsWith('.html')) {
          const clean = urlPath === '/index.html' ? '/' : urlPath.slice(0, -'.html'.length);
          byPath.set(clean, file);
        }
      }),
    );
    return new SiteFiles(root, byPath);
  }

  /** Number of HTML pages in the build. */
  get htmlPages(): number {
    let count = 0;
    for (const [urlPath] of this.byPath) if (urlPath.endsWith('.html')) count++;
    return count;
  }

  lookup(urlPath: string): SiteFile | undefined {
    return this.byPath.get(urlPath);
  }
}
