/**
 * /admin/backups (administrators): the archives, newest first, with their date, size, contents
 * and whether their checksums were checked; "back up now" with the job's progress, download,
 * delete after confirming, how the schedule and keeping are set, and how to restore. Loading,
 * empty and error states; the table scrolls sideways from the keyboard on a phone.
 */
import ListStates from '../../../components/list-states.tsx';
import { toast } from 'sonner';
import ConfirmDeleteDialog from '../../../components/confirm-delete-dialog.tsx';
import { CARD_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import ListTable, { type ListColumn } from '../../../components/list-table.tsx';
import PageHeader from '../../../components/page-header.tsx';
import { RowAction, RowActions } from '../../../components/row-actions.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatBytes, formatDateTime } from '../../../lib/format.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { downloadUrl, isActive, useBackups, useDeleteBackup, useStartBackup, type Backup, type BackupList } from '../api/backups.ts';
import { backupPercent, contentLine, jobNotice } from '../lib/backup-display.ts';
import { BACKUP_STRINGS as S } from '../strings.ts';

function JobPanel({ job }: { job: NonNullable<BackupList['job']> }) {
  const percent = backupPercent(job.progress);
  return (
    <section aria-labelledby="backup-job-title" className={CARD_CLASS}>
      <h2 id="backup-job-title" className="text-h3 text-brand-strong">
        {S.jobTitle}
      </h2>
      {/* Polite: the step changes every two seconds; a screen reader hears it without being interrupted. */}
      <div role="status" aria-live="polite" className="mt-3">
        {job.status === 'queued' ? (
          <p className="text-sm text-ink-soft">{S.jobQueued}</p>
        ) : (
          <>
            {percent === null ? (
              <progress aria-label={S.jobProgress} className="h-2 w-full accent-brand" />
            ) : (
              <progress aria-label={S.jobProgress} value={percent} max={100} className="h-2 w-full accent-brand" />
            )}
            <p className="mt-1 text-sm text-ink-soft tabular-nums">
              {S.jobSteps(job.progress.done, job.progress.total)}
              {job.progress.message && <span className="block break-all">{job.progress.message}</span>}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

function Notice({ job }: { job: BackupList['job'] }) {
  const notice = jobNotice(job);
  if (!notice) return null;
  return (
    <div
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`${CARD_CLASS} ${notice.tone === 'error' ? 'text-accent ring-accent/30' : 'text-ink-soft'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="size-5 shrink-0" />
        {notice.title}
      </p>
      {notice.detail && <p className="mt-1 text-sm break-words">{notice.detail}</p>}
    </div>
  );
}

function CheckState({ backup }: { backup: Backup }) {
  if (!backup.summary) {
    return (
      <>
        <span className="inline-block rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line-strong">
          {S.notChecked}
        </span>
        <p className="mt-1 max-w-56 text-xs text-ink-soft">{S.notCheckedHint}</p>
      </>
    );
  }
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded-full bg-cat-saude-soft px-2.5 py-0.5 text-xs font-semibold text-cat-saude ring-1 ring-cat-saude/30">
        <Icon name="check" className="size-3.5" />
        {S.verified}
      </span>
      <p className="mt-1 text-xs text-ink-soft">{S.verifiedAt(formatDateTime(backup.summary.verified_at))}</p>
    </>
  );
}

function BackupTable({ backups, onDelete }: { backups: Backup[]; onDelete: (backup: Backup) => void }) {
  const columns: Array<ListColumn<Backup>> = [
    {
      header: S.columnDate,
      rowHeader: true,
      cell: (backup) => (
        <>
          <time dateTime={backup.created_at} className="font-semibold whitespace-nowrap text-ink">
            {formatDateTime(backup.created_at)}
          </time>
          <p className="font-mono text-xs break-all text-ink-soft">{backup.id}</p>
          {backup.encrypted && <p className="mt-1 text-xs font-semibold text-brand">{S.encrypted}</p>}
        </>
      ),
    },
    { header: S.columnSize, className: 'whitespace-nowrap tabular-nums', cell: (backup) => formatBytes(backup.size) },
    { header: S.columnContent, className: 'text-ink-soft', cell: (backup) => contentLine(backup) ?? '—' },
    { header: S.columnCheck, cell: (backup) => <CheckState backup={backup} /> },
    {
      header: S.columnActions,
      hiddenHeader: true,
      cell: (backup) => (
        <RowActions>
          <RowAction tone="brand" icon="download" label={S.downloadLabel(backup.id)} href={downloadUrl(backup.id)} download={backup.id}>
            {S.download}
          </RowAction>
          <RowAction tone="danger" icon="trash" label={S.deleteLabel(backup.id)} onClick={() => onDelete(backup)}>
            {S.delete}
          </RowAction>
        </RowActions>
      ),
    },
  ];
  return (
    <div className={CARD_CLASS}>
      <h2 id="backups-list-title" className="text-h3 text-brand-strong">
        {S.listTitle}
      </h2>
      <ListTable
        name={{ labelledBy: 'backups-list-title' }}
        columns={columns}
        rows={backups}
        rowKey={(backup) => backup.id}
        alignTop
        minWidth="min-w-[44rem]"
      />
    </div>
  );
}

/** A step's text with its `commands` as code, each on one line: a command broken at "--" reads as two dashes on two lines. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 ? (
      <code key={index} className="font-mono text-[0.8125rem] whitespace-nowrap text-ink">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

function SettingsAndRestore({ settings }: { settings: BackupList['settings'] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="backup-settings-title" className={CARD_CLASS}>
        <h2 id="backup-settings-title" className="text-h3 text-brand-strong">
          {S.settingsTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink-soft">
          <li>{settings.schedule === 'off' ? S.scheduleOff : S.scheduleOn(settings.schedule)}</li>
          <li>{S.keep(settings.keep)}</li>
          <li>{settings.store === 's3' ? S.storeS3 : S.storeLocal}</li>
          <li>{settings.encrypted ? S.encryptedOn : S.encryptedOff}</li>
        </ul>
      </section>
      <section aria-labelledby="backup-restore-title" className={CARD_CLASS}>
        <h2 id="backup-restore-title" className="text-h3 text-brand-strong">
          {S.restoreTitle}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm break-words text-ink-soft">
          {S.restoreSteps.map((step) => (
            <li key={step}>
              <WithCode text={step} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export default function BackupsPage() {
  const backups = useBackups();
  const start = useStartBackup();
  const remove = useDeleteBackup();
  const deletion = useConfirmedDelete<Backup>(remove, S, (backup) => backup.id);
  const job = backups.data?.job ?? null;
  const running = isActive(job);

  const backUpNow = () =>
    start.mutate(undefined, {
      onSuccess: ({ created }) => (created ? toast.success(S.started) : toast.info(S.alreadyRunning)),
      onError: (error) => toast.error(S.startError, { description: errorMessage(error) }),
    });

  return (
    <>
      <PageHeader
        title={S.title}
        description={S.lead}
        actions={
          <button type="button" className={PRIMARY_BUTTON} onClick={backUpNow} disabled={start.isPending || running}>
            {start.isPending || running ? <Spinner className="size-4" /> : <Icon name="refresh" className="size-4" />}
            {start.isPending ? S.starting : S.backupNow}
          </button>
        }
      />
      <div className="space-y-6">
        {job && running && <JobPanel job={job} />}
        <Notice job={job} />
        <ListStates
          query={backups}
          items={backups.data?.backups}
          loadingLabel={S.loading}
          errorTitle={S.loadError}
          empty={{ icon: 'file', title: S.emptyTitle, text: S.emptyText }}
        >
          {(list) => <BackupTable backups={list} onDelete={deletion.setToDelete} />}
        </ListStates>
        {backups.data && <SettingsAndRestore settings={backups.data.settings} />}
      </div>
      <ConfirmDeleteDialog
        flow={deletion}
        texts={{ title: S.deleteTitle, text: S.deleteText, confirm: S.deleteConfirm, busy: S.deleting }}
        name={(backup) => backup.id}
        code
      />
    </>
  );
}
