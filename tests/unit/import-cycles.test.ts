/** The import-cycle finder behind `npm run lint` (scripts/lint/import-cycles.ts), on small trees of real files. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from '../../scripts/lint/import-cycles.ts';

let root: string | undefined;

function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('findImportCycles', () => {
  it('finds a cycle that closes through a type-only import, and names its files', () => {
    const dir = tree({
      'src/a.ts': "import { b } from './b.ts';\nexport const a = b + 1;\n",
      'src/b.ts': "import type { C } from './deeper/c.ts';\nexport const b = 1 as C;\n",
      'src/deeper/c.ts': "import type { a } from '../a.ts';\nexport type C = typeof a;\n",
      'src/outside.ts': "import { a } from './a.ts';\nexport const d = a;\n",
    });
    expect(findImportCycles(dir, ['src'])).toEqual([
      { files: ['src/a.ts', 'src/b.ts', 'src/deeper/c.ts'], loop: ['src/a.ts', 'src/b.ts', 'src/deeper/c.ts', 'src/a.ts'] },
    ]);
  });

  it('follows export-from, import() and folders across the scanned roots', () => {
    const dir = tree({
      'functions/x.ts': "export { y } from '../src/y';\n",
      'src/y/index.ts': "export const y = () => import('../../functions/x.js');\n",
    });
    expect(findImportCycles(dir, ['functions', 'src']).map((cycle) => cycle.files)).toEqual([['functions/x.ts', 'src/y/index.ts']]);
  });

  it('reports nothing for a tree whose imports only go one way, packages included', () => {
    const dir = tree({
      'src/a.ts': "import { z } from 'zod';\nimport type { B } from './b.ts';\nexport const a = (b: B) => z.string().parse(b);\n",
      'src/b.ts': "import { c } from './c.ts';\nexport type B = typeof c;\n",
      'src/c.ts': 'export const c = 1;\n',
    });
    expect(findImportCycles(dir, ['src'])).toEqual([]);
  });

  it('counts a file that imports itself', () => {
    const dir = tree({ 'scripts/self.ts': "import type { T } from './self.ts';\nexport type T = string;\nexport const s: T = '';\n" });
    expect(findImportCycles(dir, ['scripts'])).toEqual([{ files: ['scripts/self.ts'], loop: ['scripts/self.ts', 'scripts/self.ts'] }]);
  });
});
