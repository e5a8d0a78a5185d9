/**
 * /admin/webhooks: add a webhook (its secret is shown once), manage the configured ones, and
 * watch the delivery log; the event names are listed beside.
 */
import ListStates from '../../../components/list-states.tsx';
import { useState } from 'react';
import { toast } from 'sonner';
import ConfirmDeleteDialog from '../../../components/confirm-delete-dialog.tsx';
import { CARD_CLASS } from '../../../components/field-styles.ts';
import PageHeader from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useWebhooks } from '../api/list-webhooks.ts';
import { useTestWebhook } from '../api/test-webhook.ts';
import { useToggleWebhook } from '../api/toggle-webhook.ts';
import type { Webhook } from '../api/webhook-schemas.ts';
import { WEBHOOK_STRINGS as S } from '../strings.ts';
import AddWebhookForm from './add-webhook-form.tsx';
import DeliveryLog from './delivery-log.tsx';
import EventsCard from './events-card.tsx';
import SecretPanel from './secret-panel.tsx';
import WebhookItem from './webhook-item.tsx';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';

export default function WebhooksPage() {
  const webhooks = useWebhooks();
  const toggle = useToggleWebhook();
  const test = useTestWebhook();
  const remove = useDeleteWebhook();
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const deletion = useConfirmedDelete<Webhook>(remove, { deleted: S.deleted, deleteError: S.deleteError }, (webhook) => webhook.name);

  const onToggle = (webhook: Webhook, is_active: boolean) =>
    toggle.mutate(
      { id: webhook.id, is_active },
      {
        onSuccess: () => toast.success(is_active ? S.activated : S.deactivated, { description: webhook.name }),
        onError: (error) => toast.error(S.toggleError, { description: errorMessage(error) }),
      },
    );

  const onTest = (webhook: Webhook) =>
    test.mutate(webhook.id, {
      onSuccess: () => toast.success(S.testQueued, { description: S.testQueuedText }),
      onError: (error) => toast.error(S.testError, { description: errorMessage(error) }),
    });

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {secret && <SecretPanel name={secret.name} secret={secret.secret} onDismiss={() => setSecret(null)} />}
          <AddWebhookForm onCreated={(webhook, value) => setSecret({ name: webhook.name, secret: value })} />

          <section aria-labelledby="webhooks-list-title" className={CARD_CLASS}>
            <h2 id="webhooks-list-title" className="mb-5 text-h3 text-brand-strong">
              {S.listTitle}
            </h2>
            <ListStates
              query={webhooks}
              items={webhooks.data}
              loadingLabel={S.loading}
              errorTitle={S.loadError}
              empty={{ icon: 'webhook', title: S.emptyTitle, text: S.emptyText }}
            >
              {(list) => (
                <ul className="divide-y divide-line">
                  {list.map((webhook) => (
                    <WebhookItem
                      key={webhook.id}
                      webhook={webhook}
                      toggling={toggle.isPending && toggle.variables?.id === webhook.id}
                      testing={test.isPending && test.variables === webhook.id}
                      onToggle={onToggle}
                      onTest={onTest}
                      onDelete={deletion.setToDelete}
                    />
                  ))}
                </ul>
              )}
            </ListStates>
          </section>

          <DeliveryLog />
        </div>
        <div>
          <EventsCard />
        </div>
      </div>

      <ConfirmDeleteDialog
        flow={deletion}
        texts={{ title: S.deleteTitle, text: S.deleteConfirmText, confirm: S.deleteConfirm, busy: S.deleting }}
        name={(webhook) => webhook.name}
      />
    </>
  );
}
