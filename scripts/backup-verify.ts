/**
 * `npm run backup-verify`: see ./backup-verify-command.ts. This entry only turns on Node's compile cache first
 * (module.enableCompileCache: the TypeScript transform and the compiled code of every module
 * kept in the system's temporary folder, or NODE_COMPILE_CACHE), then loads the command:
 * the command's own imports are then read from the cache, which took 0.3 s of CPU off each run
 * (docs/decisions/100). NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./backup-verify-command.ts');
