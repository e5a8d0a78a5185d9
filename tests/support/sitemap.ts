/**
 * Reads a site's sitemap the way a search engine does (docs/decisions/051): the index at
 * /sitemap.xml, then every part it names.
 */
export interface ReadSitemap {
  index: string;
  /** Each part's path and text, in the index's order. */
  parts: Map<string, string>;
  /** Every part's text, joined. */
  text: string;
}

export async function readSitemap(get: (urlPath: string) => Promise<string>): Promise<ReadSitemap> {
  const index = await get('/sitemap.xml');
  const paths = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
  const parts = new Map<string, string>();
  for (const urlPath of paths) parts.set(urlPath, await get(urlPath));
  return { index, parts, text: [...parts.values()].join('\n') };
}
