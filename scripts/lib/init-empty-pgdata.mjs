// Run as a child process by functions/backups/empty-data-folder.ts: makes an empty embedded
// database (PGlite's initdb) in the folder given, then exits. Plain JavaScript without tsx, so
// the process holds little besides the initdb itself (docs/decisions/073).
import { PGlite } from '@electric-sql/pglite';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node init-empty-pgdata.mjs FOLDER');
  process.exit(2);
}
const pglite = await PGlite.create(folder);
await pglite.close();
process.exit(0);
