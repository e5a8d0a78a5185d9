/** Previous / next under a paged list, with where the reader is; nothing when it all fits on one page. */
import { SECONDARY_BUTTON } from './field-styles.ts';

export interface PagerTexts {
  /** Names the navigation landmark (a page has several). */
  label: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: PagerTexts;
}

export default function Pager({ page, pages, onPage, texts }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={texts.label} className="mt-4 flex items-center justify-between gap-3">
      <button type="button" className={SECONDARY_BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {texts.previous}
      </button>
      <span className="text-sm text-ink-soft">{texts.pageOf(page, pages)}</span>
      <button type="button" className={SECONDARY_BUTTON} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
      </button>
    </nav>
  );
}
