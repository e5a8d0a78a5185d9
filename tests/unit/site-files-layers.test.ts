/**
 * The served-files index as layers of changes (docs/decisions/064): after any number of builds,
 * each adding, replacing and removing pages, it answers as one map would, counts the HTML pages,
 * and stays at most 16 maps deep.
 */
import { describe, expect, it } from 'vitest';
import { siteFile, SiteFiles, type SiteFile } from '../../functions/site/site-files.ts';

describe('the served-files index in layers', () => {
  it('answers like one map through many builds of additions, replacements and removals', () => {
    let state = 7;
    const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
    const reference = new Map<string, SiteFile>();
    let files: SiteFiles | null = null;
    for (let build = 0; build < 60; build++) {
      const set = new Map<string, SiteFile>();
      const removed: string[] = [];
      for (let i = 0; i < 5; i++) {
        const urlPath = `/artigos/page-${Math.floor(random() * 40)}.html`;
        if (random() < 0.3) {
          removed.push(urlPath);
          set.delete(urlPath);
        } else {
          set.set(urlPath, siteFile(`/builds/${build}${urlPath}`, urlPath, build + 1, 0, `b${build}`));
        }
      }
      files = SiteFiles.derive(files, `/builds/${build}`, set, removed);
      for (const urlPath of removed) reference.delete(urlPath);
      for (const [urlPath, file] of set) reference.set(urlPath, file);
      for (let page = 0; page < 40; page++) {
        const urlPath = `/artigos/page-${page}.html`;
        expect(files.lookup(urlPath), urlPath).toBe(reference.get(urlPath));
        // Pages answer at their clean address too.
        expect(files.lookup(urlPath.slice(0, -'.html'.length))).toBe(reference.get(urlPath));
      }
      expect(files.htmlPages).toBe(reference.size);
    }
  });
});
