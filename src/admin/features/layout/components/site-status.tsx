/**
 * The site's publishing state in the layout: building, live since a time, or failed with the
 * reason and a retry. A live region, so a finished or failed build is announced.
 */
import { toast } from 'sonner';
import Icon from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { useRebuildSite, useSiteStatus } from '../../../lib/site-status.ts';
import { siteStatusText } from '../../../lib/site-status-text.ts';

const S = STRINGS.siteStatus;

const TONE_CLASS = {
  busy: 'bg-cat-dinheiro-soft text-cat-dinheiro ring-cat-dinheiro/25',
  ok: 'bg-brand-soft text-brand ring-brand/20',
  failed: 'bg-accent-soft text-accent ring-accent/30',
  idle: 'bg-sand text-ink-soft ring-line',
} as const;

export default function SiteStatusIndicator({ className = '' }: { className?: string }) {
  const status = useSiteStatus();
  const rebuild = useRebuildSite();

  if (!status.data) {
    return status.isError ? (
      <p className={`text-xs text-ink-soft ${className}`} role="status">
        {S.unavailable}
      </p>
    ) : null;
  }

  const { tone, text } = siteStatusText(status.data);
  return (
    <div className={`flex min-w-0 flex-wrap items-center gap-2 ${className}`}>
      <p
        role="status"
        aria-label={S.label}
        className={`inline-flex max-w-full min-w-0 items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold ring-1 ${TONE_CLASS[tone]}`}
      >
        {tone === 'busy' ? (
          <Spinner className="size-3.5" />
        ) : (
          <Icon name={tone === 'failed' ? 'alert' : 'globe'} className="size-3.5 shrink-0" />
        )}
        <span className="truncate" title={text}>
          {text}
        </span>
      </p>
      {tone === 'failed' && (
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold text-brand ring-1 ring-line-strong transition-colors hover:bg-sand disabled:opacity-55"
          disabled={rebuild.isPending}
          onClick={() =>
            rebuild.mutate(undefined, {
              onSuccess: () => toast.success(S.retryRequested),
              onError: (error) => toast.error(STRINGS.common.error, { description: errorMessage(error) }),
            })
          }
        >
          <Icon name="refresh" className="size-3.5" />
          {S.retry}
        </button>
      )}
    </div>
  );
}
