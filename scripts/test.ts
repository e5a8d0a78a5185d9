/**
 * `npm test`: every test, in order — type check, lint (with no dead code: knip), unit and API tests on PGlite, the API tests
 * again on a real PostgreSQL (when one is installed; required in CI), and the browser tests
 * against the started server. Ends with one summary line: "N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../tests/support/chromium.ts';
import { freePort } from './lib/free-port.ts';

// The browser tests need a Chromium: say so at once rather than after the other steps.
try {
  findChromium();
} catch (error) {
  console.error(`npm test: ${(error as Error).message}`);
  process.exit(1);
}

const bin = (relative: string) => path.resolve('node_modules', relative);
const reports = mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
type ReportKind = 'vitest' | 'playwright';

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function readCounts(file: string, kind: ReportKind): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  }
  const { stats } = report;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

function step(name: string, args: string[], report?: { kind: ReportKind; env?: string }): void {
  console.log(`\n=== ${name} ===`);
  const file = path.join(reports, `${name}.json`);
  const reportArgs = report?.kind === 'vitest' ? ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`] : [];
  const env = report?.env ? { ...process.env, [report.env]: file } : process.env;
  const result = spawnSync(process.execPath, [...args, ...reportArgs], { stdio: 'inherit', env });
  if (report && existsSync(file)) {
    const counts = readCounts(file, report.kind);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  if (result.status !== 0) failedSteps.push(name);
}

step('typecheck', [bin('typescript/bin/tsc'), '--noEmit']);
step('lint', [bin('eslint/bin/eslint.js'), '.', '--max-warnings=0']);
step('format', [bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']);
step('import-cycles', ['--import', 'tsx', 'scripts/lint/check-import-cycles.ts']);
step('dead-code', [bin('knip/bin/knip.js')]);
step('unit-and-api', [bin('vitest/vitest.mjs'), 'run'], { kind: 'vitest' });
step('api-on-postgresql', ['--import', 'tsx', 'scripts/test-postgres.ts'], { kind: 'vitest' });
// A free port for the browser tests' server, unless one is given (another server may hold 4399).
process.env.E2E_PORT ??= String(await freePort());
step('browser', [bin('@playwright/test/cli.js'), 'test'], { kind: 'playwright', env: 'PLAYWRIGHT_JSON_OUTPUT_FILE' });

rmSync(reports, { recursive: true, force: true });
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length && total.failed === 0) total.failed = failedSteps.length;
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
