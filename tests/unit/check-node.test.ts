/**
 * scripts/check-node.cjs runs before every npm script: on an old Node it must stop in one
 * line naming the version found, the version needed and how to get it; on the project's own
 * Node it must stay silent.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/check-node.cjs');
const SYSTEM_NODE = '/usr/bin/node';

function systemNodeVersion(): string | null {
  if (!existsSync(SYSTEM_NODE)) return null;
  return spawnSync(SYSTEM_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
}
const oldSystemNode = (() => {
  const version = systemNodeVersion();
  if (!version) return null;
  const [major, minor] = version.slice(1).split('.').map(Number);
  return major! < 22 || (major === 22 && minor! < 12) ? version : null;
})();

describe('check-node', () => {
  it('passes silently on the Node the scripts run on', () => {
    const result = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  // The machines this project runs on have Node 20 as their system Node (CI's do).
  it.skipIf(!oldSystemNode)('stops an old Node in one line: found, needed, and how to get it', () => {
    const result = spawnSync(SYSTEM_NODE, [SCRIPT], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Node ${oldSystemNode} found`);
    expect(lines[0]).toContain('needs Node 22.12 or newer');
    expect(lines[0]).toContain('npm install');
  });
});
