/**
 * An index of one static build: every file by the URL path it answers. Built once when a
 * build goes live, so that serving is a map lookup and swapping builds is one assignment.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeFor } from './content-types.ts';
import { ensureCompressedCopies, SIDECAR, shouldCompress, type EncodedCopies } from './precompress.ts';

export { isCompressible } from './content-types.ts';

export interface SiteFile {
  absPath: string;
  size: number;
  mtimeMs: number;
  contentType: string;
  etag: string;
  /** Hashed build assets never change under the same name. */
  immutable: boolean;
  /** Its compressed copies, written once beside it (precompress.ts); none for a file sent as it is. */
  encoded: EncodedCopies;
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
export function siteFile(
  absPath: string,
  urlPath: string,
  size: number,
  mtimeMs: number,
  tag?: string,
  encoded: EncodedCopies = {},
): SiteFile {
  return {
    encoded,
    absPath,
    size,
    mtimeMs,
    contentType: contentTypeFor(absPath),
    etag: tag ? `"${tag}"` : `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
    immutable: urlPath.startsWith('/_astro/'),
  };
}

/** A size past the compression threshold: whether a file's type is one that gets compressed copies. */
const COMPRESS_ANY_SIZE = Number.MAX_SAFE_INTEGER;

/** Pages are built as name.html and answer at /name too (index.html at /). */
function cleanPath(urlPath: string): string | null {
  if (!urlPath.endsWith('.html')) return null;
  return urlPath === '/index.html' ? '/' : urlPath.slice(0, -'.html'.length);
}

/**
 * How many layers of changes an index may stack on the one it came from before one is made flat:
 * a lookup asks at most this many maps, and a flat copy (proportional to the site) is made once
 * in this many publishes (docs/decisions/064).
 */
const MAX_DEPTH = 16;

export class SiteFiles {
  private constructor(
    readonly root: string,
    /** This layer's files by URL path; `null` where the layer removes the path. */
    private readonly byPath: Map<string, SiteFile | null>,
    private readonly parent: SiteFiles | null,
    private readonly depth: number,
    /** Number of HTML pages in the build. */
    readonly htmlPages: number,
  ) {}

  /**
   * An index made of another one with some files replaced or added (`set`, by the file's URL
   * path, e.g. `/artigos/foo.html`) and some removed: a layer of the changes on top of `base`,
   * whatever the site's size; every MAX_DEPTH layers the whole index is copied into one map.
   */
  static derive(base: SiteFiles | null, root: string, set: Map<string, SiteFile>, remove: Iterable<string> = []): SiteFiles {
    const own = new Map<string, SiteFile | null>();
    let htmlPages = base?.htmlPages ?? 0;
    const present = (urlPath: string) => (own.has(urlPath) ? own.get(urlPath) != null : base?.lookup(urlPath) !== undefined);
    for (const urlPath of remove) {
      if (urlPath.endsWith('.html') && present(urlPath)) htmlPages--;
      own.set(urlPath, null);
      const clean = cleanPath(urlPath);
      if (clean) own.set(clean, null);
    }
    for (const [urlPath, file] of set) {
      if (urlPath.endsWith('.html') && !present(urlPath)) htmlPages++;
      own.set(urlPath, file);
      const clean = cleanPath(urlPath);
      if (clean) own.set(clean, file);
    }
    const layered = new SiteFiles(root, own, base, (base?.depth ?? 0) + 1, htmlPages);
    return layered.depth > MAX_DEPTH ? layered.flat() : layered;
  }

  /** The same index in one map. */
  private flat(): SiteFiles {
    const byPath = new Map<string, SiteFile | null>();
    for (const layer of this.layers()) {
      for (const [urlPath, file] of layer) {
        if (file) byPath.set(urlPath, file);
        else byPath.delete(urlPath);
      }
    }
    return new SiteFiles(this.root, byPath, null, 1, this.htmlPages);
  }

  /** The maps of this index, oldest first. */
  private layers(): Map<string, SiteFile | null>[] {
    return [...(this.parent?.layers() ?? []), this.byPath];
  }

  /**
   * Indexes every file under `root`, each with its compressed copies (written now for the text
   * files that lack them: once per folder, since they stay on disk). The copies themselves
   * (`x.br`, `x.gz` beside a text file `x`) answer at no address of their own.
   */
  static async load(root: string): Promise<SiteFiles> {
    const byPath = new Map<string, SiteFile | null>();
    const found = await walk(root);
    const present = new Set(found);
    const isCopy = (relative: string) =>
      Object.values(SIDECAR).some((suffix) => {
        if (!relative.endsWith(suffix)) return false;
        const source = relative.slice(0, -suffix.length);
        return present.has(source) && shouldCompress(source, COMPRESS_ANY_SIZE);
      });
    const files = found.filter((relative) => !isCopy(relative));
    await Promise.all(
      files.map(async (relative) => {
        const absPath = path.join(root, relative);
        const info = await stat(absPath);
        const urlPath = `/${relative.split(path.sep).join('/')}`;
        const encoded = await ensureCompressedCopies(absPath, info.size, info.mtimeMs);
        const file = siteFile(absPath, urlPath, info.size, info.mtimeMs, undefined, encoded);
        byPath.set(urlPath, file);
        const clean = cleanPath(urlPath);
        if (clean) byPath.set(clean, file);
      }),
    );
    let htmlPages = 0;
    for (const [urlPath] of byPath) if (urlPath.endsWith('.html')) htmlPages++;
    return new SiteFiles(root, byPath, null, 1, htmlPages);
  }

  lookup(urlPath: string): SiteFile | undefined {
    // At most MAX_DEPTH maps deep.
    const file = this.byPath.get(urlPath);
    if (file !== undefined) return file ?? undefined;
    return this.parent?.lookup(urlPath);
  }
}
