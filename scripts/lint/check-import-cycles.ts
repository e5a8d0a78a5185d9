/** `npm run lint` step: fails when functions/, src/ or scripts/ hold an import cycle, naming its files. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findImportCycles } from './import-cycles.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = ['functions', 'src', 'scripts'];

const cycles = findImportCycles(ROOT, FOLDERS);
if (cycles.length) {
  console.error(`${cycles.length} import cycle(s) among ${FOLDERS.join(', ')} (type-only imports count too):`);
  for (const cycle of cycles) {
    console.error(`\n  ${cycle.files.length} files: ${cycle.files.join(', ')}`);
    console.error(`  for example ${cycle.loop.join(' -> ')}`);
  }
  process.exitCode = 1;
}
