/**
 * A file input that looks like a button, with the chosen file's name and size beside it.
 * The native input stays in the page (visually hidden, still focusable) so keyboards and
 * screen readers use the real control.
 */
import { useId, useRef, type RefObject } from 'react';
import Icon from './icons.tsx';
import { formatBytes } from '../lib/format.ts';

interface Props {
  id?: string;
  label: string;
  buttonText: string;
  accept: string;
  file: File | null;
  onChoose: (file: File | null) => void;
  describedBy?: string;
  disabled?: boolean;
  /** Marks the input invalid (its error is named by `describedBy`). */
  invalid?: boolean;
  /** The native input, for a form that moves focus to it on an error. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

export default function FilePicker({ id, label, buttonText, accept, file, onChoose, describedBy, disabled, invalid, inputRef }: Props) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const ownRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={inputRef ?? ownRef}
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        className="peer sr-only"
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          // Choosing the same file again after removing it must fire a change.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-brand-soft px-4 py-2 text-sm font-semibold text-brand ring-1 ring-brand/20 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-55 hover:bg-brand/15"
      >
        <Icon name="upload" className="size-4" />
        {buttonText}
      </label>
      {file && (
        <span className="min-w-0 truncate text-sm text-ink-soft">
          {file.name} · {formatBytes(file.size)}
        </span>
      )}
    </div>
  );
}
