/**
 * Clearing the conversation from this device: a button, then a confirmation in its place
 * (focus on the safe choice, Escape keeps the history). The page says when it is done.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { CoachChatStrings } from './chat-strings.ts';

interface Props {
  strings: CoachChatStrings;
  disabled: boolean;
  /** Clears the history and moves the focus on (the button is gone afterwards). */
  onClear: () => void;
}

export function ClearHistory({ strings, disabled, onClear }: Props) {
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const clearRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (returnFocus.current) clearRef.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  const keep = () => {
    returnFocus.current = true;
    setConfirming(false);
  };

  if (!confirming) {
    return (
      <button
        ref={clearRef}
        type="button"
        disabled={disabled}
        onClick={() => setConfirming(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-soft ring-1 ring-line-strong transition-colors hover:bg-sand hover:text-ink disabled:cursor-not-allowed disabled:opacity-60"
      >
        <svg
          className="size-4"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5A1.5 1.5 0 0 0 8.5 21h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
        </svg>
        {strings['coach.chat.clear']}
      </button>
    );
  }

  return (
    // Escape cancels the question, as it would in a dialog; the buttons inside are the controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      className="flex basis-full flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-accent-soft px-4 py-3 ring-1 ring-accent/20"
      onKeyDown={(event) => {
        if (event.key === 'Escape') keep();
      }}
    >
      <p id={`${id}-question`} className="flex-1 basis-56 font-semibold text-ink">
        {strings['coach.chat.clearConfirm']}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => {
            setConfirming(false);
            onClear();
          }}
          className="btn min-h-10 bg-accent px-4 py-2 text-sm text-on-dark hover:bg-accent/90"
        >
          {strings['coach.chat.clearYes']}
        </button>
        <button ref={keepRef} type="button" onClick={keep} className="btn btn-secondary min-h-10 px-4 py-2 text-sm">
          {strings['coach.chat.clearNo']}
        </button>
      </div>
    </div>
  );
}
