/**
 * README's "How it is put together" names real places: every folder and file of its tree,
 * every backticked repository path and every linked document exists, so the tour cannot go
 * stale without a failing test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const ROOTS = ['functions/', 'src/', 'scripts/', 'tests/', 'docs/'];

/** From "## How it is put together" to the next second-level heading. */
function tourSection(markdown: string): string {
  const start = markdown.indexOf('\n## How it is put together\n');
  expect(start).toBeGreaterThan(0);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end === -1 ? undefined : end);
}

/**
 * The tree's folders (indentation gives the parent), and the folders (`name/`) and files
 * (`name.ts`) its descriptions name, relative to the line's folder; a `<placeholder>/` line
 * names them relative to its parent. Words starting with a repository root are whole paths.
 */
function treePaths(tree: string): string[] {
  const found: string[] = [];
  const parents: { indent: number; folder: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^( *)(\S+\/)\s+(.*)$/.exec(line);
    if (!match) continue;
    const [, spaces, name, description] = match as unknown as [string, string, string, string];
    while (parents.length && parents.at(-1)!.indent >= spaces.length) parents.pop();
    const parent = parents.at(-1)?.folder ?? '';
    const placeholder = name.includes('<');
    const folder = placeholder ? parent : parent + name;
    if (!placeholder) found.push(folder);
    parents.push({ indent: spaces.length, folder });
    for (const [word] of description.matchAll(/[\w./-]+/g)) {
      const named = word.replace(/[.,;:]+$/, '');
      if (named.includes('<') || named.startsWith('/')) continue;
      if (ROOTS.some((root) => named.startsWith(root))) found.push(named);
      else if (/^[\w-]+\/$/.test(named) || /^[\w.-]+\/?[\w.-]*\.(ts|tsx|md|astro|js)$/.test(named)) found.push(folder + named);
    }
  }
  return found;
}

function proseAndLinkPaths(section: string): string[] {
  const backticked = [...section.matchAll(/`([^`\s]+)`/g)]
    .map(([, value]) => value!)
    .filter((value) => ROOTS.some((root) => value.startsWith(root)));
  const linked = [...section.matchAll(/\]\(([^)\s#]+)\)/g)].map(([, target]) => target!).filter((target) => !/^[a-z]+:/.test(target));
  return [...backticked, ...linked];
}

const section = tourSection(README);
const tree = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
const named = [...new Set([...treePaths(tree), ...proseAndLinkPaths(section)])];

describe("README's code tour", () => {
  it('is found and read: the tree, its descriptions and the prose all name paths', () => {
    expect(named).toEqual(
      expect.arrayContaining([
        'functions/db/',
        'functions/app-deps.ts',
        'functions/site/renderer/',
        'functions/horoscope/',
        'src/lib/contracts/',
        'src/lib/http/request-json.ts',
        'src/lib/content/queries.ts',
        'scripts/lint/',
        'tests/e2e/',
        'docs/guiding-principles.md',
        'functions/lib/validate.ts',
        'tests/api/contact.test.ts',
        'docs/decisions/030-incremental-publishing.md',
      ]),
    );
    expect(named.length).toBeGreaterThan(50);
  });

  it.each(named)('%s exists', (repositoryPath) => {
    expect(existsSync(path.join(ROOT, repositoryPath))).toBe(true);
  });
});
