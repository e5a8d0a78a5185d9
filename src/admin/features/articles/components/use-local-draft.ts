/**
 * Keeps a local copy of the article form: every 30 s, when the page is hidden or left, and
 * when the screen unmounts, as long as it differs from what the form started with. On arrival
 * an existing copy is offered back with a 'Rascunho encontrado' toast.
 */
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../lib/format.ts';
import { sameForm, type ArticleFormValues } from '../lib/article-form.ts';
import { AUTOSAVE_INTERVAL_MS, clearDraft, readDraft, writeDraft } from '../lib/local-draft.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';

interface Options {
  storageKey: string;
  values: ArticleFormValues;
  /** What the form started from (empty, or the loaded article); null while loading. */
  baseline: ArticleFormValues | null;
  onRestore: (values: ArticleFormValues) => void;
}

export function useLocalDraft({ storageKey, values, baseline, onRestore }: Options) {
  const latest = useRef(values);
  latest.current = values;
  const baselineRef = useRef(baseline);
  baselineRef.current = baseline;
  const suspended = useRef(false);
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;

  const saveNow = () => {
    const start = baselineRef.current;
    if (suspended.current || !start) return;
    if (sameForm(latest.current, start)) return;
    writeDraft(storageKey, latest.current);
  };
  const saveRef = useRef(saveNow);
  saveRef.current = saveNow;

  const ready = baseline !== null;

  // Offer an existing draft once, when the form is ready.
  useEffect(() => {
    if (!ready) return;
    const draft = readDraft(storageKey);
    if (!draft || !baselineRef.current || sameForm(draft.values, baselineRef.current)) return;
    const id = toast(S.draftFoundTitle, {
      id: `draft-${storageKey}`,
      description: S.draftFoundText(formatDateTime(draft.savedAt)),
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: S.draftRestore,
        onClick: () => {
          restoreRef.current(draft.values);
          toast.success(S.draftRestored);
        },
      },
      cancel: { label: S.draftDiscard, onClick: () => clearDraft(storageKey) },
    });
    return () => void toast.dismiss(id);
  }, [ready, storageKey]);

  useEffect(() => {
    if (!ready) return;
    const interval = window.setInterval(() => saveRef.current(), AUTOSAVE_INTERVAL_MS);
    const onHide = () => saveRef.current();
    const onVisibility = () => document.visibilityState === 'hidden' && saveRef.current();
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      saveRef.current();
    };
  }, [ready]);

  return {
    saveNow: () => saveRef.current(),
    /** After a successful save: forget the copy and stop writing new ones for this form. */
    discard: () => {
      clearDraft(storageKey);
    },
    suspend: (on: boolean) => {
      suspended.current = on;
    },
  };
}
