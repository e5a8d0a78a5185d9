/** `npm run seed`: adds the sample content that is missing (existing rows are left alone). */
import { openStorage } from '../functions/boot.ts';
import { DataDirLockedError } from '../functions/db/data-dir-lock.ts';
import { loadEnv } from '../functions/env.ts';
import { createLogger } from '../functions/lib/logger.ts';
import { seedSampleContent } from '../functions/seed/seed.ts';

const env = loadEnv();
try {
  const storage = await openStorage(env, createLogger(env.LOG_LEVEL), { seed: false });
  try {
    const result = await seedSampleContent(storage.handle.db);
    console.log(`Added ${result.articles} articles, ${result.reviews} reviews and ${result.ebooks} ebooks.`);
  } finally {
    await storage.close();
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nThe seed writes to the database: stop the server first.`);
    process.exit(1);
  }
  throw error;
}
