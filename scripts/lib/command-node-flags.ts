/**
 * The node flags package.json runs a command with (`"backup": "node FLAGS scripts/backup.ts"`),
 * so the bench and the tests measure the command as a person runs it, not a variant of it
 * (docs/decisions/098).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function commandNodeFlags(script: string): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = (scripts[script] ?? '').split(/\s+/);
  const entry = words.findIndex((word) => word.endsWith('.ts'));
  if (words[0] !== 'node' || entry < 0) throw new Error(`package.json's "${script}" is not "node <flags> <script>.ts"`);
  return words.slice(1, entry);
}
