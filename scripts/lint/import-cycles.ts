/**
 * Finds import cycles among the project's own modules (docs/decisions/016-lint-and-format.md).
 * Type-only imports count: a cycle of types today is a cycle of values after the next edit,
 * and it already means two modules that cannot be read one without the other. ESLint's
 * import/no-cycle would need a new plugin and a resolver; TypeScript's own pre-processor
 * lists every import, export-from, require and import() of a file without type-checking it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.astro'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', '.astro']);

function listSources(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...listSources(full));
    } else if (SOURCE_EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

/** The script parts of a file: an .astro component's frontmatter and <script> blocks, or all of it. */
function scriptText(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join('\n');
}

function isFile(candidate: string): boolean {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** Resolves a relative specifier the way the bundlers and tsx do; packages are not ours and are skipped. */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/[?#].*$/, ''));
  // `./x.js` may name `./x.ts` (TypeScript's convention for emitted paths).
  const withoutJs = /\.[cm]?jsx?$/.test(base) ? base.replace(/\.([cm]?)js(x?)$/, '.$1ts$2') : undefined;
  const candidates = [
    base,
    ...(withoutJs ? [withoutJs] : []),
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find(isFile);
}

/** Each file (absolute path) and the project files it imports. */
export function importGraph(folders: string[]): Map<string, Set<string>> {
  const files = folders.flatMap((folder) => listSources(path.resolve(folder)));
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(scriptText(file), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components; those with more than one file, or a file importing itself, are cycles. */
function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** The shortest loop from `start` back to itself inside one component, to show one concrete chain of imports. */
function loopThrough(start: string, members: Set<string>, graph: Map<string, Set<string>>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

export interface ImportCycle {
  /** Every file of the cycle (a strongly connected component), sorted. */
  files: string[];
  /** One chain of imports that goes round it, ending where it started. */
  loop: string[];
}

/** The import cycles among the source files under `folders`, with paths relative to `root`. */
export function findImportCycles(root: string, folders: string[]): ImportCycle[] {
  const graph = importGraph(folders.map((folder) => path.resolve(root, folder)));
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  return stronglyConnected(graph)
    .filter((component) => component.length > 1 || graph.get(component[0]!)!.has(component[0]!))
    .map((component) => {
      const files = [...component].sort();
      return { files: files.map(relative), loop: loopThrough(files[0]!, new Set(component), graph).map(relative) };
    })
    .sort((a, b) => a.files[0]!.localeCompare(b.files[0]!));
}
