/** BACKUP_SCHEDULE and BACKUP_KEEP as the server reads them: the four schedule forms, and a clear refusal of anything else. */
import { describe, expect, it } from 'vitest';
import { parseBackupSchedule } from '../../functions/backups/schedule.ts';
import { defaultBackupName } from '../../functions/backups/backup-names.ts';
import { parseEnv } from '../../functions/env.ts';

const HOUR = 3_600_000;

describe('BACKUP_SCHEDULE', () => {
  it('is off unless set, and reads hourly, daily and daily@HH:MM (UTC)', () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    expect([env.BACKUP_SCHEDULE, env.BACKUP_KEEP]).toEqual(['off', 7]);
    expect(parseBackupSchedule('off')).toBeNull();
    expect(parseBackupSchedule('hourly')).toEqual({ everyMs: HOUR, offsetMs: 0 });
    expect(parseBackupSchedule('daily')).toEqual({ everyMs: 24 * HOUR, offsetMs: 0 });
    expect(parseBackupSchedule(parseEnv({ NODE_ENV: 'test', BACKUP_SCHEDULE: ' daily@03:30 ' }).BACKUP_SCHEDULE)).toEqual({
      everyMs: 24 * HOUR,
      offsetMs: 3.5 * HOUR,
    });
  });

  it('refuses anything else at start-up, naming the setting and its forms', () => {
    for (const value of ['weekly', 'daily@24:00', 'daily@3:30', '0 3 * * *']) {
      expect(() => parseEnv({ NODE_ENV: 'test', BACKUP_SCHEDULE: value })).toThrow(/BACKUP_SCHEDULE.*off, hourly, daily or daily@HH:MM/);
    }
    expect(() => parseEnv({ NODE_ENV: 'test', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('backup names', () => {
  it('are to the second for the commands and to the millisecond for the job', () => {
    const at = new Date('2026-11-27T03:30:00.042Z');
    expect(defaultBackupName(at, { gzip: true, encrypted: false })).toBe('backup-2026-11-27T03-30-00Z.tar.gz');
    expect(defaultBackupName(at, { gzip: true, encrypted: true, milliseconds: true })).toBe('backup-2026-11-27T03-30-00-042Z.tar.gz.enc');
  });
});
