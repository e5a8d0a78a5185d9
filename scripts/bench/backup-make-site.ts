/**
 * A site for scripts/bench/backup-side-by-side.sh: `npx tsx scripts/bench/backup-make-site.ts DIR
 * ARTICLES MEDIA_MB` makes a data folder with that many synthetic articles in its embedded
 * database and MEDIA_MB incompressible 1 MB `.jpg` files, as backup-bench.ts does.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openStorage } from '../../functions/boot.ts';
import { parseEnv } from '../../functions/env.ts';
import { createLogger } from '../../functions/lib/logger.ts';
import { insertSyntheticArticles } from './generate-articles.ts';

const [dir, articles, mediaMb] = process.argv.slice(2);
if (!dir || !Number.isInteger(Number(articles)) || !Number.isInteger(Number(mediaMb))) {
  console.error('usage: npx tsx scripts/bench/backup-make-site.ts DIR ARTICLES MEDIA_MB');
  process.exit(2);
}
const storage = await openStorage(
  parseEnv({ DATA_DIR: path.resolve(dir), SEED_SAMPLE_CONTENT: 'false', LOG_LEVEL: 'warn' }),
  createLogger('warn'),
  {
    seed: false,
  },
);
await insertSyntheticArticles(storage.handle.db, Number(articles));
await storage.close();
const images = path.join(path.resolve(dir), 'uploads', 'images');
await mkdir(images, { recursive: true });
for (let n = 0; n < Number(mediaMb); n++) await writeFile(path.join(images, `${1_700_000_000_000 + n}.jpg`), randomBytes(1024 * 1024));
