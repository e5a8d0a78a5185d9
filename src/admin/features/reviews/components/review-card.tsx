/** One review in the list: its texts, badges and actions (active switch, edit, delete). */
import { ICON_BUTTON_CLASS } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import ToggleSwitch from '../../../components/toggle-switch.tsx';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../../lib/languages.ts';
import type { Review } from '../api/review-schema.ts';
import { REVIEW_STRINGS as S } from '../strings.ts';

interface Props {
  review: Review;
  toggling: boolean;
  onToggle: (review: Review, ativo: boolean) => void;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
}

const BADGE = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

export default function ReviewCard({ review, toggling, onToggle, onEdit, onDelete }: Props) {
  const video = review.video_url ? S.videoUpload : review.video_link_externo ? S.videoExternal : null;
  return (
    <li className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 className="font-display text-xl font-semibold break-words text-ink">{review.titulo}</h2>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span
              className={`${BADGE} ${review.ativo ? 'bg-brand-soft text-brand ring-brand/20' : 'bg-sand text-ink-soft ring-line-strong'}`}
            >
              {review.ativo ? S.active : S.inactive}
            </span>
            <span className={`${BADGE} bg-surface text-ink-soft ring-line`}>{S.order(review.ordem)}</span>
            <span className={`${BADGE} bg-surface text-ink ring-line-strong`}>
              <Icon name="globe" className="size-3.5" />
              {review.idioma ? <span lang={LANGUAGE_TAGS[review.idioma]}>{LANGUAGE_NAMES[review.idioma]}</span> : S.fieldLanguageBoth}
            </span>
            {video ? (
              <span className={`${BADGE} bg-cat-tecnologia-soft text-cat-tecnologia ring-cat-tecnologia/20`}>
                <Icon name={review.video_url ? 'video' : 'external'} className="size-3.5" />
                {video}
              </span>
            ) : (
              <span className={`${BADGE} bg-surface text-ink-soft ring-line`}>{S.noVideo}</span>
            )}
          </div>
        </div>
        <div className="flex items-center gap-1">
          <ToggleSwitch
            checked={review.ativo}
            disabled={toggling}
            onChange={(ativo) => onToggle(review, ativo)}
            label={S.toggleLabel(review.titulo)}
            hideLabel
          />
          <button type="button" className={ICON_BUTTON_CLASS} aria-label={S.edit(review.titulo)} onClick={() => onEdit(review)}>
            <Icon name="pencil" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON_CLASS} hover:bg-accent-soft hover:text-accent`}
            aria-label={S.delete(review.titulo)}
            onClick={() => onDelete(review)}
          >
            <Icon name="trash" />
          </button>
        </div>
      </div>
      <p className="mt-3 text-ink-soft">{review.descricao}</p>
      <p className="mt-3 flex min-w-0 items-center gap-2 text-sm">
        <span className="shrink-0 font-semibold text-ink">{review.texto_botao}</span>
        <Icon name="arrowLeft" className="size-4 shrink-0 rotate-180 text-ink-soft" />
        <a
          href={review.link_produto}
          target="_blank"
          rel="noopener noreferrer"
          className="text-link truncate"
          aria-label={S.productLinkLabel(review.link_produto)}
        >
          {review.link_produto}
        </a>
      </p>
    </li>
  );
}
