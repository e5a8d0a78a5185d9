/** One JSON object per line on stdout (stderr for warnings and errors). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function serialiseError(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[at] < ORDER[level]) return;
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level: at, msg };
    for (const [key, value] of Object.entries(fields ?? {})) entry[key] = serialiseError(value);
    const line = `${JSON.stringify(entry)}\n`;
    if (ORDER[at] >= ORDER.warn) process.stderr.write(line);
    else process.stdout.write(line);
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  };
}

/** A logger that keeps entries in memory, for tests that assert on what was logged. */
export function createMemoryLogger(): Logger & { entries: Array<{ level: string; msg: string } & Record<string, unknown>> } {
  const entries: Array<{ level: string; msg: string } & Record<string, unknown>> = [];
  const push = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
    entries.push({ level, msg, ...fields });
  };
  return { entries, debug: push('debug'), info: push('info'), warn: push('warn'), error: push('error') };
}
