/**
 * tests/README.md maps every source folder to the tests that cover it: a folder without an
 * entry, an entry for a folder that is gone, or a listed test file that does not exist fails
 * here, so "where is the test for X" is answered by reading, not by a grep.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAP = readFileSync(path.join(ROOT, 'tests/README.md'), 'utf8');

const subfolders = (folder: string) =>
  readdirSync(path.join(ROOT, folder))
    .filter((name) => statSync(path.join(ROOT, folder, name)).isDirectory())
    .map((name) => `${folder}${name}/`);

/** The folders the map must list (tests/README.md says which); deeper ones belong to their parent's entry. */
const sourceFolders = [
  'functions/',
  ...subfolders('functions/'),
  ...subfolders('functions/admin/'),
  ...subfolders('src/'),
  ...subfolders('src/admin/features/'),
  ...subfolders('src/lib/'),
  'scripts/',
  ...subfolders('scripts/'),
].sort();

/** `- \`folder/\`: \`unit/a.test.ts\`, … (notes)`, or `- \`folder/\`: no tests: why`. */
const entries = new Map(
  MAP.split('\n')
    .map((line) => /^- `([^`]+\/)`: (.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, folder, rest]) => [
      folder!,
      { tests: [...rest!.matchAll(/`([^`]+\.(?:test|spec)\.ts)`/g)].map(([, file]) => file!), rest: rest! },
    ]),
);

describe('tests/README.md, the map from source folders to tests', () => {
  it('is read: it has entries, and the folders are found', () => {
    expect(sourceFolders).toEqual(
      expect.arrayContaining([
        'functions/contact/',
        'functions/admin/team/',
        'src/admin/features/articles/',
        'src/lib/http/',
        'scripts/lint/',
      ]),
    );
    expect(entries.get('functions/contact/')?.tests).toContain('api/contact.test.ts');
  });

  it.each(sourceFolders)('has an entry for %s, naming its tests or why it has none', (folder) => {
    const entry = entries.get(folder);
    expect(entry, `add a line "- \`${folder}\`: \`unit/….test.ts\`, …" to tests/README.md`).toBeDefined();
    if (entry!.tests.length === 0) expect(entry!.rest).toMatch(/^no tests( of their own)?: \S/);
  });

  it('lists only folders that exist', () => {
    expect([...entries.keys()].filter((folder) => !existsSync(path.join(ROOT, folder)))).toEqual([]);
  });

  it('lists only test files that exist', () => {
    const missing = [...entries.values()].flatMap((entry) => entry.tests).filter((file) => !existsSync(path.join(ROOT, 'tests', file)));
    expect(missing).toEqual([]);
  });
});
