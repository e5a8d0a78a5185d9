/** The names backups get when none is given: sortable by time, with what the file is in its extension. */
export function defaultBackupName(at: Date, options: { gzip: boolean; encrypted: boolean }): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return `backup-${stamp}.tar${options.gzip ? '.gz' : ''}${options.encrypted ? '.enc' : ''}`;
}
