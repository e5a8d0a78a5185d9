/**
 * Where benchmarks put their data folders: inside the project (data/scratch, ignored by
 * git), so each Astro build keeps its own prerender folder (docs/decisions/006).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function scratchRoot(): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/scratch');
  mkdirSync(root, { recursive: true });
  return root;
}
