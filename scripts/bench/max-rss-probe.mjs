// Loaded with --import into a process under measurement: writes its peak resident memory
// (bytes) to MAX_RSS_FILE when it exits.
import { writeFileSync } from 'node:fs';

const file = process.env.MAX_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024)));
