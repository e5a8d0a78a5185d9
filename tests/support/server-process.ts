/**
 * A real server process (`functions/server.ts`) on a free loopback port, for the tests and
 * benchmarks that need several of them on one PostgreSQL. Resolves with its address once it
 * logs "server listening"; its output (the last 64 KB) is kept for error messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { commandNodeFlags } from '../../scripts/lib/command-node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KEEP = 65_536;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Ends it (SIGKILL unless told otherwise) and waits for the exit; nothing when it has already gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Started as `npm start` starts it (package.json's flags). `nodeArgs`: more flags for the
 * server's node before its script (V8's, such as --liftoff-only, which NODE_OPTIONS refuses).
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  // The port (0: chosen by the system) is known only from that info line: a quieter level
  // would leave the caller waiting out the whole timeout.
  if (env.LOG_LEVEL && !['debug', 'info'].includes(env.LOG_LEVEL)) {
    throw new Error(`startServerProcess reads the address from the "server listening" info line: LOG_LEVEL ${env.LOG_LEVEL} hides it`);
  }
  const child = spawn(process.execPath, [...nodeArgs, ...commandNodeFlags('start'), 'functions/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = false;
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-KEEP));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (listening) return;
      // Whole lines only: a chunk may end in the middle of one.
      const line = output
        .split('\n')
        .slice(0, -1)
        .find((l) => l.includes('"msg":"server listening"'));
      if (line) {
        listening = true;
        clearTimeout(timer);
        resolve(JSON.parse(line).listening);
      }
    });
    child.stderr!.on('data', keep);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    url,
    output: () => output,
    async stop(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
