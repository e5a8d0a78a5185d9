// Loaded with --import into a process under measurement: writes its peak resident memory
// (bytes) to MAX_RSS_FILE when it exits.
//
// On Linux the peak is VmHWM of /proc/self/status, the high-water mark of this process's own
// memory since its exec. process.resourceUsage().maxRSS is not: getrusage's maximum survives
// execve, so a command spawned by a 378 MB bench reported at least 378 MB, whatever it used.
import { readFileSync, writeFileSync } from 'node:fs';

function peakBytes() {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // Not Linux: the rusage figure, with the caveat above.
  }
  return process.resourceUsage().maxRSS * 1024;
}

const file = process.env.MAX_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(peakBytes())));
