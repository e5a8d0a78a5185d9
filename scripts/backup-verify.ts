/**
 * `npm run backup:verify`: see ./backup-verify-command.ts. This entry only turns on Node's compile cache first
 * (module.enableCompileCache: the TypeScript transform and the compiled code of every module
 * kept in the system's temporary folder, or NODE_COMPILE_CACHE), then loads the command:
 * the command's own imports are then read from the cache (loading them alone: 0.87 s of CPU
 * without it, 0.58 s with it; in a whole backup the gain was within the run-to-run noise:
 * docs/decisions/100). NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./backup-verify-command.ts');
