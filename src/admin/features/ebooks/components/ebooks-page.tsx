/**
 * /admin/ebooks-interativos in its three modes: the list of cards, the create form and the
 * edit form. Changing mode moves focus to the new heading.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import ConfirmDeleteDialog from '../../../components/confirm-delete-dialog.tsx';
import EmptyState from '../../../components/empty-state.tsx';
import LoadError from '../../../components/load-error.tsx';
import { PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteEbook } from '../api/delete-ebook.ts';
import type { Ebook } from '../api/ebook-schema.ts';
import { useEbooks } from '../api/list-ebooks.ts';
import { useToggleEbook } from '../api/toggle-ebook.ts';
import { EBOOK_STRINGS as S } from '../strings.ts';
import EbookCard from './ebook-card.tsx';
import EbookForm from './ebook-form.tsx';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';

type Mode = { name: 'list' } | { name: 'create' } | { name: 'edit'; ebook: Ebook };

function Skeletons() {
  return (
    <div role="status" aria-label={S.loading}>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n} className="animate-pulse overflow-hidden rounded-card bg-surface ring-1 ring-line">
            <div className="aspect-[4/3] bg-sand" />
            <div className="space-y-3 p-5">
              <div className="h-5 w-2/3 rounded bg-sand" />
              <div className="h-4 w-full rounded bg-sand" />
              <div className="h-4 w-5/6 rounded bg-sand" />
              <div className="h-9 w-1/2 rounded-full bg-sand" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function EbooksPage() {
  const ebooks = useEbooks();
  const toggle = useToggleEbook();
  const remove = useDeleteEbook();
  const [mode, setMode] = useState<Mode>({ name: 'list' });
  const deletion = useConfirmedDelete<Ebook>(remove, {
    deleted: S.deleted,
    deleteError: S.deleteError,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    rootRef.current?.querySelector<HTMLElement>('h1')?.focus();
    window.scrollTo({ top: 0 });
  }, [mode.name]);

  const onToggle = (ebook: Ebook, is_active: boolean) =>
    toggle.mutate(
      { id: ebook.id, is_active },
      {
        onSuccess: () => toast.success(is_active ? S.activated : S.deactivated),
        onError: (error) => toast.error(S.updateError, { description: errorMessage(error) }),
      },
    );

  if (mode.name !== 'list') {
    const back = (
      <button
        type="button"
        onClick={() => setMode({ name: 'list' })}
        className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-brand hover:underline"
      >
        <Icon name="arrowLeft" className="size-4" />
        {S.back}
      </button>
    );
    return (
      <div ref={rootRef}>
        <PageHeader title={mode.name === 'edit' ? S.editTitle : S.createTitle} before={back} />
        <EbookForm
          key={mode.name === 'edit' ? mode.ebook.id : 'new'}
          ebook={mode.name === 'edit' ? mode.ebook : null}
          onDone={() => setMode({ name: 'list' })}
        />
      </div>
    );
  }

  const list = ebooks.data ?? [];
  const addButton = (
    <button type="button" className={PRIMARY_BUTTON} onClick={() => setMode({ name: 'create' })}>
      <Icon name="plus" className="size-4" />
      {S.add}
    </button>
  );

  return (
    <div ref={rootRef}>
      <PageHeader title={S.title} description={S.lead} actions={addButton} />
      {ebooks.isPending ? (
        <Skeletons />
      ) : ebooks.isError ? (
        <LoadError title={S.loadError} error={ebooks.error} onRetry={() => void ebooks.refetch()} retryLabel={S.retry} />
      ) : list.length === 0 ? (
        <EmptyState icon="book" title={S.emptyTitle} text={S.emptyText} action={addButton} />
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-soft">{S.count(list.length)}</p>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={S.title}>
            {list.map((ebook) => (
              <EbookCard
                key={ebook.id}
                ebook={ebook}
                toggling={toggle.isPending && toggle.variables?.id === ebook.id}
                onToggle={onToggle}
                onEdit={(item) => setMode({ name: 'edit', ebook: item })}
                onDelete={deletion.setToDelete}
              />
            ))}
          </ul>
        </>
      )}
      <ConfirmDeleteDialog
        flow={deletion}
        texts={{
          title: S.deleteTitle,
          text: (ebook) => S.deleteText(ebook.title),
          confirm: S.deleteConfirm,
          busy: S.deleting,
          cancel: S.cancel,
        }}
      />
    </div>
  );
}
