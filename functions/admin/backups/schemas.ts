/** The backups group's own request schemas; its answers are the contract in src/lib/contracts/backup.ts. */
import { z } from 'zod';
import { BACKUP_FILE_NAME } from '../../backups/backup-files.ts';

export const backupIdParam = z.object({ id: z.string().regex(BACKUP_FILE_NAME, { error: 'unknown_backup' }) });
