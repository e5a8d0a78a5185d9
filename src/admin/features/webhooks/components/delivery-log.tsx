/** The last 50 delivery attempts, refreshed every few seconds while the screen is open. */
import { useId } from 'react';
import { CARD_CLASS } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useWebhookLogs } from '../api/list-webhook-logs.ts';
import { WEBHOOK_STRINGS as S } from '../strings.ts';

export default function DeliveryLog() {
  const id = useId();
  const logs = useWebhookLogs();
  const entries = logs.data ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className={CARD_CLASS}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-h3 text-brand-strong">
          {S.logsTitle}
        </h2>
        {logs.isFetching && <Spinner className="size-4 text-brand" />}
      </div>
      <p className="mt-1 text-sm text-ink-soft">{S.logsLead}</p>

      {logs.isPending ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-ink-soft">
          <Spinner className="size-4" />
          {S.logsLoading}
        </p>
      ) : logs.isError && entries.length === 0 ? (
        <p role="alert" className="mt-4 rounded-xl bg-accent-soft px-4 py-3 text-sm text-accent">
          {S.logsError}: {errorMessage(logs.error)}
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-4 rounded-xl bg-paper px-4 py-6 text-center text-ink-soft ring-1 ring-line">{S.logsEmpty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-line" aria-label={S.logsTitle}>
          {entries.map((log) => (
            <li key={log.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-3">
              <span
                className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
                  log.success ? 'bg-brand-soft text-brand ring-brand/20' : 'bg-accent-soft text-accent ring-accent/30'
                }`}
              >
                <Icon name={log.success ? 'check' : 'alert'} className="size-3.5" />
                {log.success ? S.success : S.failure}
              </span>
              <div className="min-w-0 flex-1 basis-52 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                  <span className="font-semibold text-ink">{log.webhook_name ?? S.deletedWebhook}</span>
                  <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-xs text-ink">{log.event}</code>
                  <span className="text-ink-soft">{log.response_status !== null ? S.httpStatus(log.response_status) : S.noStatus}</span>
                </p>
                {log.error_message && <p className="mt-0.5 break-words text-accent">{log.error_message}</p>}
              </div>
              <time dateTime={log.created_at} className="shrink-0 text-xs text-ink-soft tabular-nums">
                {formatDateTime(log.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
