/**
 * Runs `astro build` as a child process into a given folder: the server bundle of the pages
 * and the browser assets (src/renderer/, docs/decisions/030). It never opens the database.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcessEnv } from '../env.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ASTRO_BIN = path.join(PROJECT_ROOT, 'node_modules/astro/bin/astro.mjs');

export interface AstroBuildOptions {
  outDir: string;
  /** Only for `astro dev`-style content fetching; the bundle the server renders from needs none. */
  contentApiUrl?: string;
  siteUrl: string;
  signal?: AbortSignal;
  /** Extra flags for the Node process that runs Astro (benchmarks add a memory probe). */
  nodeArgs?: string[];
  /** Receives the build's output line by line (the runner logs it at debug level and follows its progress). */
  onOutput?: (line: string) => void;
}

export class AstroBuildError extends Error {
  override name = 'AstroBuildError';
  constructor(
    message: string,
    readonly outputTail: string,
  ) {
    super(message);
  }
}

/** The line that says why a build failed: Astro prints it just before "Location:" and the stack. */
export function failureSummary(lines: string[]): string {
  const location = lines.findIndex((line) => /^\s*(Location|Stack trace):/.test(line));
  if (location > 0) return lines[location - 1]!.trim();
  const said = lines.find((line) => /error|cannot|failed/i.test(line) && !/^\s*at /.test(line));
  return (
    said?.trim() ??
    lines
      .slice(-3)
      .map((line) => line.trim())
      .join(' | ')
  );
}

export function runAstroBuild(options: AstroBuildOptions): Promise<{ durationMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ASTRO_BIN, 'build'], {
      cwd: PROJECT_ROOT,
      env: childProcessEnv({
        SITE_OUT_DIR: options.outDir,
        ...(options.contentApiUrl ? { CONTENT_API_URL: options.contentApiUrl } : {}),
        SITE_URL: options.siteUrl,
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    const tail: string[] = [];
    const keep = (line: string) => {
      if (!line.trim()) return;
      options.onOutput?.(line);
      tail.push(line);
      if (tail.length > 400) tail.shift();
    };
    // A pipe delivers chunks, not lines: hold each stream's unfinished line until it ends.
    const lines = (stream: NodeJS.ReadableStream) => {
      let partial = '';
      stream.on('data', (chunk: Buffer) => {
        const parts = (partial + chunk.toString('utf8')).split('\n');
        partial = parts.pop() ?? '';
        parts.forEach(keep);
      });
      stream.on('end', () => keep(partial));
    };
    lines(child.stdout);
    lines(child.stderr);
    child.on('error', (error) => reject(new AstroBuildError(`astro build could not run: ${error.message}`, tail.join('\n'))));
    child.on('close', (code, signal) => {
      if (code === 0) resolve({ durationMs: Math.round(performance.now() - started) });
      else {
        const reason = signal ? `was stopped (${signal})` : `exited with code ${code}`;
        reject(new AstroBuildError(`astro build ${reason}: ${failureSummary(tail)}`, tail.join('\n')));
      }
    });
  });
}
