/** A read-only piece of the generated article with its counter and a copy button. */
import type { ReactNode } from 'react';
import CopyButton from '../../../components/copy-button.tsx';
import { LABEL_CLASS } from '../../../components/field-styles.ts';
import { AI_WRITER_STRINGS as S } from '../strings.ts';

interface Props {
  id: string;
  label: string;
  /** What the copy button puts on the clipboard. */
  text: string;
  copyLabel: string;
  /** Right of the label: counters. */
  meta: ReactNode;
  children: ReactNode;
}

export default function ResultField({ id, label, text, copyLabel, meta, children }: Props) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 id={id} className={`${LABEL_CLASS} font-sans`}>
          {label}
        </h3>
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
          {meta}
          <CopyButton text={text} label={S.copy} copiedLabel={S.copied} ariaLabel={copyLabel} />
        </div>
      </div>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/** "42/60", marked when it passes the recommended limit. */
export function Counter({ value, max }: { value: number; max: number }) {
  const over = value > max;
  return (
    <span className={`font-mono tabular-nums ${over ? 'font-semibold text-accent' : ''}`}>
      {S.counter(value, max)}
      {over && <span className="sr-only"> ({S.overLimit})</span>}
    </span>
  );
}
