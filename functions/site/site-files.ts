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

/** The index entry of a file, from its size and modification time (or a hash of its bytes). */
export function siteFile(absPath: string, urlPath: string, size: number, mtimeMs: number, tag?: string): SiteFile {
  return {
    absPath,
    size,
    mtimeMs,
    contentType: contentTypeFor(absPath),
    etag: tag ? `"${tag}"` : `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    immutable: urlPath.startsWith('/_astro/'),
  };
}

/** Pages are built as name.html and answer at /name too (index.html at /). */
function cleanPath(urlPath: string): string | null {
  if (!urlPath.endsWith('.html')) return null;
  return urlPath === '/index.html' ? '/' : urlPath.slice(0, -'.html'.length);
}

export class SiteFiles {
  private constructor(
    readonly root: string,
    private readonly byPath: Map<string, SiteFile>,
  ) {}

  /**
   * An index made of another one with some files replaced or added (`set`, by the file's URL
   * path, e.g. `/artigos/foo.html`) and some removed: a map copy, whatever the site's size on disk.
   */
  static derive(base: SiteFiles | null, root: string, set: Map<string, SiteFile>, remove: Iterable<string> = []): SiteFiles {
    const byPath = new Map(base?.byPath ?? []);
    for (const urlPath of remove) {
      byPath.delete(urlPath);
      const clean = cleanPath(urlPath);
      if (clean) byPath.delete(clean);
    }
    for (const [urlPath, file] of set) {
      byPath.set(urlPath, file);
      const clean = cleanPath(urlPath);
      if (clean) byPath.set(clean, file);
    }
    return new SiteFiles(root, byPath);
  }

  static async load(root: string): Promise<SiteFiles> {
    const byPath = new Map<string, SiteFile>();
    const files = await walk(root);
    await Promise.all(
      files.map(async (relative) => {
        const absPath = path.join(root, relative);
        const info = await stat(absPath);
        const urlPath = `/${relative.split(path.sep).join('/')}`;
        const file = siteFile(absPath, urlPath, info.size, info.mtimeMs);
        byPath.set(urlPath, file);
        const clean = cleanPath(urlPath);
        if (clean) byPath.set(clean, file);
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
