/** The Backups screen's display rules: progress, the contents line, the notice of a failed job, sizes in both languages. */
import { afterEach, describe, expect, it } from 'vitest';
import { backupPercent, contentLine, jobNotice } from '../../src/admin/features/backups/lib/backup-display.ts';
import type { Backup } from '../../src/admin/features/backups/api/backups.ts';
import { $adminLocale } from '../../src/admin/lib/i18n.ts';
import { formatBytes } from '../../src/admin/lib/format.ts';
import { showsScreen } from '../../src/admin/lib/member-role.ts';
import type { AdminJob } from '../../src/lib/contracts/jobs.ts';

afterEach(() => $adminLocale.set('pt'));

const job = (changes: Partial<AdminJob>): AdminJob => ({
  id: 'j1',
  type: 'backup.create',
  status: 'running',
  progress: { done: 0, total: null, message: null },
  attempts: 1,
  max_attempts: 1,
  last_error: null,
  run_at: '2026-11-27T03:00:00Z',
  created_at: '2026-11-27T03:00:00Z',
  updated_at: '2026-11-27T03:00:00Z',
  finished_at: null,
  cancel_requested: false,
  ...changes,
});

const backup: Backup = {
  id: 'backup-2026-11-27T03-00-00-000Z.tar.gz',
  size: 1536,
  created_at: '2026-11-27T03:00:01Z',
  encrypted: false,
  compressed: true,
  summary: { verified_at: '2026-11-27T03:00:02Z', verified: true, rows: 1248, media_files: 3, media_bytes: 10, secrets_included: false },
};

describe('the Backups screen', () => {
  it('shows progress as a share of the steps, or indeterminate before the total is known', () => {
    expect(backupPercent({ done: 0, total: null, message: null })).toBeNull();
    expect(backupPercent({ done: 30, total: 120, message: 'media: images/a.png' })).toBe(25);
    expect(backupPercent({ done: 130, total: 120, message: null })).toBe(100);
  });

  it('says what an archive holds only when the job checked it', () => {
    expect(contentLine(backup)).toBe('1,248 linhas, 3 mídias');
    $adminLocale.set('en');
    expect(contentLine(backup)).toBe('1,248 rows, 3 media files');
    expect(contentLine({ ...backup, summary: null })).toBeNull();
  });

  it('announces a failed backup with its reason, and nothing for a finished or running one', () => {
    expect(jobNotice(job({ status: 'failed', last_error: 'ENOSPC: no space left on device' }))).toEqual({
      tone: 'error',
      title: 'O último backup falhou',
      detail: 'ENOSPC: no space left on device',
    });
    expect(jobNotice(job({ status: 'completed' }))).toBeNull();
    expect(jobNotice(job({ status: 'running' }))).toBeNull();
    expect(jobNotice(null)).toBeNull();
  });

  it('writes sizes in the interface language', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    $adminLocale.set('en');
    expect(formatBytes(5 * 1024 ** 3 + 0.25 * 1024 ** 3)).toBe('5.3 GB');
  });

  it('is in the navigation of administrators only', () => {
    expect(showsScreen('admin', 'backups')).toBe(true);
    expect(showsScreen('editor', 'backups')).toBe(false);
    expect(showsScreen(null, 'backups')).toBe(false);
  });
});
