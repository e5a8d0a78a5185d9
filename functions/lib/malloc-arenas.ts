/**
 * glibc's malloc gives a thread that finds the others' arenas busy an arena of its own, up to
 * eight per core, and keeps freed memory in each. The server has many threads (the embedded
 * database, the page writer, image work, V8's compilers, libuv's pool): by default hundreds of MB
 * of its resident memory were freed blocks kept in those arenas (docs/decisions/106). So the
 * server runs with MALLOC_ARENA_MAX=2 on Linux with glibc.
 *
 * glibc reads the variable once, when the process starts, so setting it from JavaScript is too
 * late: when it is unset, the process replaces itself (execve: the same pid, standard streams and
 * arguments; nothing else is kept, and nothing has been opened yet) with itself and the variable
 * set. An operator who sets MALLOC_ARENA_MAX (any value) keeps it; elsewhere (musl, macOS,
 * Windows) nothing happens.
 */
export const SERVER_MALLOC_ARENA_MAX = '2';

/** glibc's version when this process runs on it (process.report's header names it), else undefined. */
function glibcVersion(): string | undefined {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return report?.header?.glibcVersionRuntime;
}

/** Replaces this process with itself and MALLOC_ARENA_MAX set, when it is unset on glibc; returns otherwise. */
export function relaunchWithFewerMallocArenas(): void {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX !== undefined || typeof process.execve !== 'function') return;
  if (!glibcVersion()) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: SERVER_MALLOC_ARENA_MAX,
  });
}
