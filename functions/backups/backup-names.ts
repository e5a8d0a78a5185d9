/** The names backups get when none is given: sortable by time, with what the file is in its extension. */
export function defaultBackupName(at: Date, options: { gzip: boolean; encrypted: boolean; milliseconds?: boolean }): string {
  // The job names its archives to the millisecond: two asked for within one second must not collide.
  const iso = at.toISOString();
  const stamp = (options.milliseconds ? iso.replace(/\.(\d+)Z$/, '-$1Z') : iso.replace(/\.\d+Z$/, 'Z')).replace(/:/g, '-');
  return `backup-${stamp}.tar${options.gzip ? '.gz' : ''}${options.encrypted ? '.enc' : ''}`;
}
