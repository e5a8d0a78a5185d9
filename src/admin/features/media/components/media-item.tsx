/** One file of the library: its preview, name, folder, size and date, and its actions. */
import CopyButton from '../../../components/copy-button.tsx';
import { ICON_BUTTON_CLASS } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import { formatBytes, formatDateTime } from '../../../lib/format.ts';
import type { Media } from '../../../lib/uploads.ts';
import { previewOf } from '../lib/preview-kind.ts';
import { MEDIA_STRINGS as S } from '../strings.ts';

function Preview({ media }: { media: Media }) {
  const kind = previewOf(media.file_type, media.mime_type);
  if (kind === 'image') {
    return (
      <img
        src={media.publicUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-xl bg-sand object-cover ring-1 ring-line"
      />
    );
  }
  const icon = kind === 'audio' ? 'music' : kind === 'video' ? 'video' : 'file';
  return (
    <span className="grid size-16 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand ring-1 ring-brand/15">
      <Icon name={icon} className="size-7" />
    </span>
  );
}

export default function MediaItem({ media, onDelete }: { media: Media; onDelete: (media: Media) => void }) {
  const absoluteUrl = new URL(media.publicUrl, window.location.origin).toString();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 sm:flex-nowrap">
      <Preview media={media} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold break-words text-ink">{media.name}</p>
        <dl className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <div>
            <dt className="sr-only">{S.columnType}</dt>
            <dd className="rounded-full bg-sand px-2 py-0.5 font-mono text-xs text-ink">{media.file_type}</dd>
          </div>
          <div>
            <dt className="sr-only">{S.columnSize}</dt>
            <dd>{formatBytes(media.file_size)}</dd>
          </div>
          <div>
            <dt className="sr-only">{S.columnDate}</dt>
            <dd>
              <time dateTime={media.created_at}>{formatDateTime(media.created_at)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex w-full items-center justify-end gap-1 sm:w-auto">
        <a
          href={media.publicUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={ICON_BUTTON_CLASS}
          aria-label={S.view(media.name)}
          title={S.viewShort}
        >
          <Icon name="eye" />
        </a>
        <CopyButton text={absoluteUrl} label={S.copyUrl} copiedLabel={S.copied} ariaLabel={S.copyUrlOf(media.name)} />
        <button
          type="button"
          className={`${ICON_BUTTON_CLASS} hover:bg-accent-soft hover:text-accent`}
          aria-label={S.delete(media.name)}
          onClick={() => onDelete(media)}
        >
          <Icon name="trash" />
        </button>
      </div>
    </li>
  );
}
