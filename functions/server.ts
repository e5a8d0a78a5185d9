/**
 * `npm start`'s entry: on Linux with glibc, first starts itself again with fewer malloc arenas
 * (functions/lib/malloc-arenas.ts), then loads the server itself (functions/serve.ts). The
 * server is imported only after that check, so a relaunch does not load it twice.
 */
import { relaunchWithFewerMallocArenas } from './lib/malloc-arenas.ts';

relaunchWithFewerMallocArenas();
await import('./serve.ts');
