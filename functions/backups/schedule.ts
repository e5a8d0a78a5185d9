/**
 * BACKUP_SCHEDULE, deliberately small: `off` (the default), `hourly` (on the hour), `daily`
 * (at 00:00 UTC) or `daily@HH:MM` (at that UTC time). A cron expression would say more than
 * a site's backups need and be easy to get wrong; these four cover the cases.
 */
import { z } from 'zod';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface BackupSchedule {
  everyMs: number;
  /** From each period's start (multiples of everyMs since the epoch, in UTC). */
  offsetMs: number;
}

const DAILY_AT = /^daily@([01]\d|2[0-3]):([0-5]\d)$/;

export const backupScheduleSchema = z
  .string()
  .trim()
  .refine((value) => value === 'off' || value === 'hourly' || value === 'daily' || DAILY_AT.test(value), {
    error: 'must be off, hourly, daily or daily@HH:MM (UTC)',
  })
  .default('off');

/** The period of a valid setting, or null for `off`. */
export function parseBackupSchedule(value: string): BackupSchedule | null {
  if (value === 'off') return null;
  if (value === 'hourly') return { everyMs: HOUR_MS, offsetMs: 0 };
  if (value === 'daily') return { everyMs: DAY_MS, offsetMs: 0 };
  const match = DAILY_AT.exec(value);
  if (!match) throw new Error(`not a backup schedule: ${value}`);
  return { everyMs: DAY_MS, offsetMs: (Number(match[1]) * 60 + Number(match[2])) * 60_000 };
}
