/** One ebook in the list: cover, title, badges, description, active switch and actions. */
import Icon from '../../../components/icons.tsx';
import ToggleSwitch from '../../../components/toggle-switch.tsx';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../../lib/languages.ts';
import type { Ebook } from '../api/ebook-schema.ts';
import { EBOOK_STRINGS as S } from '../strings.ts';

interface Props {
  ebook: Ebook;
  toggling: boolean;
  onToggle: (ebook: Ebook, active: boolean) => void;
  onEdit: (ebook: Ebook) => void;
  onDelete: (ebook: Ebook) => void;
}

const ACTION = 'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 transition-colors';

export default function EbookCard({ ebook, toggling, onToggle, onEdit, onDelete }: Props) {
  return (
    <li className="flex flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line">
      <div className="relative aspect-[4/3] bg-sand">
        {ebook.cover_image_url ? (
          <img src={ebook.cover_image_url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <div className="grid size-full place-items-center text-ink-soft">
            <Icon name="book" className="size-10" />
            <span className="sr-only">{S.noCover}</span>
          </div>
        )}
        <span
          className={`absolute top-3 left-3 rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-card ring-1 ${
            ebook.is_active ? 'bg-brand-soft text-brand ring-brand/20' : 'bg-surface text-ink-soft ring-line-strong'
          }`}
        >
          {ebook.is_active ? S.active : S.inactive}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-display text-xl font-semibold break-words text-ink">{ebook.title}</h2>
        {ebook.display_order > 0 && <p className="mt-1 text-sm font-medium text-ink-soft">{S.order(ebook.display_order)}</p>}
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-ink-soft">
          <Icon name="globe" className="size-4" />
          {ebook.idioma ? <span lang={LANGUAGE_TAGS[ebook.idioma]}>{LANGUAGE_NAMES[ebook.idioma]}</span> : S.fieldLanguageBoth}
        </p>
        <p className="mt-2 line-clamp-3 text-ink-soft">{ebook.description}</p>
        <div className="mt-auto pt-4">
          <ToggleSwitch
            checked={ebook.is_active}
            disabled={toggling}
            onChange={(active) => onToggle(ebook, active)}
            label={S.toggleLabel(ebook.title)}
            hideLabel
          />
          <span aria-hidden="true" className="ml-2 text-sm text-ink-soft">
            {ebook.is_active ? S.active : S.inactive}
          </span>
        </div>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
          <a
            href={ebook.interactive_link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={S.viewLabel(ebook.title)}
            className={`${ACTION} bg-surface text-brand ring-line-strong hover:bg-sand`}
          >
            <Icon name="external" className="size-4" />
            {S.view}
          </a>
          <button
            type="button"
            aria-label={S.editLabel(ebook.title)}
            onClick={() => onEdit(ebook)}
            className={`${ACTION} bg-surface text-brand ring-line-strong hover:bg-sand`}
          >
            <Icon name="pencil" className="size-4" />
            {S.edit}
          </button>
          <button
            type="button"
            aria-label={S.deleteLabel(ebook.title)}
            onClick={() => onDelete(ebook)}
            className={`${ACTION} bg-surface text-accent ring-accent/30 hover:bg-accent-soft`}
          >
            <Icon name="trash" className="size-4" />
            {S.delete}
          </button>
        </div>
      </div>
    </li>
  );
}
