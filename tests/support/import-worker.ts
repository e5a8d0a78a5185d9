/**
 * A process that runs the queue's due jobs (an import among them) on a PGlite data folder, with
 * the server's own dependencies, until it is killed (tests/api/import-kill.test.ts kills it with
 * SIGKILL in the middle of an import). Env: DATA_DIR, WEBHOOK_ALLOW_PRIVATE_TARGETS.
 */
import { openDatabase } from '../../functions/db/database.ts';
import { createDeps } from '../../functions/deps.ts';
import { parseEnv } from '../../functions/env.ts';
import { createMemoryLogger } from '../../functions/lib/logger.ts';
import { LiveSite } from '../../functions/site/live-site.ts';

const env = parseEnv({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const handle = await openDatabase({ dataDir: env.dataDir });
const deps = await createDeps(env, handle, createMemoryLogger(), { site: new LiveSite() });
process.stdout.write('ready\n');
await deps.jobs.runDue();
