/**
 * Copies a text to the clipboard and says so on the button itself for a moment (announced to
 * screen readers). Falls back to a hidden textarea where the Clipboard API is refused.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import Icon from './icons.tsx';
import { STRINGS } from '../lib/strings.ts';

interface Props {
  text: string;
  label: string;
  copiedLabel: string;
  /** Read by screen readers instead of `label` (names what is copied). */
  ariaLabel?: string;
  failedText?: string;
  className?: string;
}

const COPIED_MS = 2000;

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'fixed -left-[9999px] top-0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (!ok) throw new Error('copy refused');
  }
}

export default function CopyButton({ text, label, copiedLabel, ariaLabel, failedText = STRINGS.common.copyFailed, className = '' }: Props) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error(failedText);
    }
  };

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? copiedLabel : ariaLabel}
      className={`inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition-colors ${
        copied ? 'bg-brand-soft text-brand ring-brand/30' : 'bg-surface text-brand ring-line-strong hover:bg-sand'
      } ${className}`}
    >
      <Icon name={copied ? 'check' : 'copy'} className="size-4" />
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
