/**
 * `npm test`: every test, in order — type check, lint (with no dead code: knip), unit and API tests on PGlite, the API tests
 * again on a real PostgreSQL (when one is installed; required in CI), and the browser tests
 * against the started server. Ends with one summary line: "N passed, N failed, N skipped".
 */
import { spawn, spawnSync } from 'node:child_process';
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
/** Each failed test's name and the first line of its error, repeated at the very end (CI shows only a log's tail). */
const failedTests: string[] = [];
/** Each step's wall-clock time, printed at the end: the numbers to compare when CI gets slower. */
const timings: string[] = [];

function readCounts(file: string, kind: ReportKind): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  }
  const { stats } = report;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

interface PlaywrightSuite {
  title: string;
  specs?: Array<{
    title: string;
    ok: boolean;
    file: string;
    line: number;
    tests: Array<{ results: Array<{ error?: { message?: string } }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

/** An error's first line; and its second when the first only announces it ("console.error was called during the test:"). */
const firstLine = (text: string | undefined) => {
  const lines = (text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n');
  const shown = lines[0]?.endsWith(':') && lines[1] ? `${lines[0]} ${lines[1].trim()}` : (lines[0] ?? '');
  return shown.slice(0, 400);
};

function readFailures(file: string, kind: ReportKind): string[] {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    return (
      report.testResults as Array<{
        name: string;
        message?: string;
        assertionResults: Array<{ status: string; fullName: string; failureMessages: string[] }>;
      }>
    ).flatMap((suite) => {
      const failed = suite.assertionResults.filter((test) => test.status === 'failed');
      const where = path.relative(process.cwd(), suite.name);
      if (!failed.length && suite.message) return [`${where}: ${firstLine(suite.message)}`];
      return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    });
  }
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map(
        (spec) =>
          `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message)}`,
      ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites as PlaywrightSuite[]).flatMap(walk);
}

function step(name: string, args: string[], report?: { kind: ReportKind; env?: string }): void {
  console.log(`\n=== ${name} ===`);
  const file = path.join(reports, `${name}.json`);
  const reportArgs = report?.kind === 'vitest' ? ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`] : [];
  const env = report?.env ? { ...process.env, [report.env]: file } : process.env;
  const started = performance.now();
  const result = spawnSync(process.execPath, [...args, ...reportArgs], { stdio: 'inherit', env });
  const seconds = (performance.now() - started) / 1000;
  console.log(`=== ${name}: ${seconds.toFixed(1)} s ===`);
  timings.push(`${name} ${seconds.toFixed(1)} s`);
  if (report && existsSync(file)) {
    const counts = readCounts(file, report.kind);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    if (counts.failed) failedTests.push(...readFailures(file, report.kind).map((line) => `[${name}] ${line}`));
  }
  if (result.status !== 0) failedSteps.push(name);
}

/** A step run beside others: its output is held and printed whole when it ends, so steps never interleave. */
function runHeld(name: string, args: string[]): Promise<{ name: string; status: number | null; output: string; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) =>
      resolve({ name, status, output: Buffer.concat(chunks).toString('utf8'), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

/**
 * The static checks in two lanes at once: the type check (one core, the longest) beside the
 * others one after another. Each is single-threaded, so on CI's two cores this takes about as
 * long as the longer lane rather than the sum. Printed in this order whatever ends first.
 */
async function staticChecks(lanes: Array<Array<[name: string, args: string[]]>>): Promise<void> {
  const held = new Map<string, ReturnType<typeof runHeld>>();
  const runs = lanes.map(async (lane) => {
    for (const [name, args] of lane) {
      const run = runHeld(name, args);
      held.set(name, run);
      await run;
    }
  });
  const started = performance.now();
  await Promise.all(runs);
  for (const [name] of lanes.flat()) {
    const outcome = await held.get(name)!;
    console.log(`\n=== ${name} ===`);
    process.stdout.write(outcome.output);
    console.log(`=== ${name}: ${outcome.seconds.toFixed(1)} s ===`);
    timings.push(`${name} ${outcome.seconds.toFixed(1)} s`);
    if (outcome.status !== 0) failedSteps.push(name);
  }
  timings.push(`(static checks together ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

await staticChecks([
  [['typecheck', [bin('typescript/bin/tsc'), '--noEmit']]],
  [
    ['lint', [bin('eslint/bin/eslint.js'), '.', '--max-warnings=0']],
    ['format', [bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']],
    ['import-cycles', ['--import', 'tsx', 'scripts/lint/check-import-cycles.ts']],
    ['dead-code', [bin('knip/bin/knip.js')]],
  ],
]);
step('unit-and-api', [bin('vitest/vitest.mjs'), 'run'], { kind: 'vitest' });
step('api-on-postgresql', ['--import', 'tsx', 'scripts/test-postgres.ts'], { kind: 'vitest' });
// A free port for the browser tests' server, unless one is given (another server may hold 4399).
process.env.E2E_PORT ??= String(await freePort());
step('browser', [bin('@playwright/test/cli.js'), 'test'], { kind: 'playwright', env: 'PLAYWRIGHT_JSON_OUTPUT_FILE' });

rmSync(reports, { recursive: true, force: true });
console.log(`\nTimes: ${timings.join(', ')}`);
console.log('');
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}\n`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length && total.failed === 0) total.failed = failedSteps.length;
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
