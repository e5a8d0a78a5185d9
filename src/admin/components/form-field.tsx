/** A labelled control with its hint and error, wired with ids for screen readers. */
import type { ReactNode } from 'react';
import { HINT_CLASS, LABEL_CLASS } from './field-styles.ts';

interface Props {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Right of the label: a counter, for example. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The aria-describedby of a control inside a FormField. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
}

export default function FormField({ id, label, required, hint, error, aside, children, className = '' }: Props) {
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={LABEL_CLASS}>
          {label}
          {required && (
            <span className="ml-0.5 text-accent" aria-hidden="true">
              *
            </span>
          )}
        </label>
        {aside}
      </div>
      <div className="mt-1.5">{children}</div>
      {hint && (
        <p id={hintId(id)} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-accent">
          {error}
        </p>
      )}
    </div>
  );
}
