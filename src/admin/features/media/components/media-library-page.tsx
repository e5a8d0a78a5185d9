/** /admin/biblioteca: the uploads, searchable by name and filterable by kind, with an upload box. */
import { useId, useState } from 'react';
import EmptyState from '../../../components/empty-state.tsx';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import LoadingState, { Spinner } from '../../../components/spinner.tsx';
import { UPLOAD_KINDS, type Media, type UploadKind } from '../../../lib/uploads.ts';
import { useMediaList } from '../api/list-media.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { KIND_LABELS, MEDIA_STRINGS as S } from '../strings.ts';
import DeleteMediaDialog from './delete-media-dialog.tsx';
import MediaItem from './media-item.tsx';
import UploadBox from './upload-box.tsx';

export default function MediaLibraryPage() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<UploadKind | ''>('');
  const [toDelete, setToDelete] = useState<Media | null>(null);
  const debouncedSearch = useDebouncedValue(search, 300);
  const list = useMediaList({ search: debouncedSearch, kind });
  const filtered = debouncedSearch.trim() !== '' || kind !== '';
  const media = list.data ?? [];

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <UploadBox />

      <section aria-label={S.title} className={`${CARD_CLASS} mt-6`}>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <div>
            <label htmlFor={`${id}-search`} className={LABEL_CLASS}>
              {S.search}
            </label>
            <div className="relative mt-1.5">
              <Icon name="search" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-soft" />
              <input
                id={`${id}-search`}
                type="search"
                value={search}
                placeholder={S.searchPlaceholder}
                onChange={(event) => setSearch(event.target.value)}
                className={`${INPUT_CLASS} pl-11`}
              />
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-kind`} className={LABEL_CLASS}>
              {S.kindFilter}
            </label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as UploadKind | '')}
              className={`${INPUT_CLASS} mt-1.5`}
            >
              <option value="">{S.kindAll}</option>
              {UPLOAD_KINDS.map((value) => (
                <option key={value} value={value}>
                  {KIND_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <p aria-live="polite" className="mt-4 flex min-h-6 items-center gap-2 text-sm text-ink-soft">
          {list.isFetching && !list.isPending && <Spinner className="size-4 text-brand" />}
          {list.isSuccess && S.count(media.length)}
        </p>

        {list.isPending ? (
          <LoadingState label={S.loading} />
        ) : list.isError ? (
          <div className="mt-4">
            <LoadError title={S.loadError} error={list.error} onRetry={() => void list.refetch()} />
          </div>
        ) : media.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon="library" title={S.emptyTitle} text={filtered ? S.emptyFiltered : S.emptyNone} />
          </div>
        ) : (
          <ul className={`mt-2 divide-y divide-line transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {media.map((item) => (
              <MediaItem key={item.id} media={item} onDelete={setToDelete} />
            ))}
          </ul>
        )}
      </section>

      <DeleteMediaDialog media={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
