/** One configured webhook: name, URL, description, the active switch, a test and delete. */
import { ICON_BUTTON_CLASS } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import ToggleSwitch from '../../../components/toggle-switch.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { Webhook } from '../api/webhook-schemas.ts';
import { WEBHOOK_STRINGS as S } from '../strings.ts';

interface Props {
  webhook: Webhook;
  toggling: boolean;
  testing: boolean;
  onToggle: (webhook: Webhook, active: boolean) => void;
  onTest: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

export default function WebhookItem({ webhook, toggling, testing, onToggle, onTest, onDelete }: Props) {
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-3 py-5 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-64">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-ink">{webhook.name}</h3>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
              webhook.is_active ? 'bg-brand-soft text-brand ring-brand/20' : 'bg-sand text-ink-soft ring-line-strong'
            }`}
          >
            {webhook.is_active ? S.active : S.inactive}
          </span>
        </div>
        <p className="mt-1 font-mono text-sm break-all text-ink-soft">{webhook.url}</p>
        {webhook.description && <p className="mt-1.5 text-sm text-ink">{webhook.description}</p>}
        <p className="mt-1.5 text-xs text-ink-soft">{S.createdAt(formatDateTime(webhook.created_at))}</p>
      </div>
      <div className="flex items-center gap-1">
        <ToggleSwitch
          checked={webhook.is_active}
          disabled={toggling}
          onChange={(active) => onToggle(webhook, active)}
          label={S.activeLabel(webhook.name)}
          hideLabel
        />
        <button
          type="button"
          disabled={testing || !webhook.is_active}
          onClick={() => onTest(webhook)}
          aria-label={S.testLabel(webhook.name)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold text-brand ring-1 ring-line-strong transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-55"
        >
          {testing ? <Spinner className="size-4" /> : <Icon name="webhook" className="size-4" />}
          {testing ? S.testing : S.test}
        </button>
        <button
          type="button"
          className={`${ICON_BUTTON_CLASS} hover:bg-accent-soft hover:text-accent`}
          aria-label={S.deleteLabel(webhook.name)}
          onClick={() => onDelete(webhook)}
        >
          <Icon name="trash" />
        </button>
      </div>
    </li>
  );
}
