/**
 * The article form's local draft (localStorage), one per route: a new article, or the edit
 * of one id. Files are not kept (they cannot be stored); everything typed is.
 */
import { emptyArticleForm, type ArticleFormValues } from './article-form.ts';

export const AUTOSAVE_INTERVAL_MS = 30_000;
const PREFIX = 'admin:article-draft:';

export function draftKey(articleId?: string): string {
  return articleId ? `${PREFIX}edit:${articleId}` : `${PREFIX}new`;
}

export interface LocalDraft {
  savedAt: string;
  values: ArticleFormValues;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string, store: Storage | null = storage()): LocalDraft | null {
  const raw = store?.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof draft.savedAt !== 'string' || !draft.values || typeof draft.values !== 'object') return null;
    const values = draft.values as Partial<ArticleFormValues>;
    if (typeof values.titulo !== 'string' || !Array.isArray(values.products)) return null;
    // Drafts kept before articles had a language get the form's defaults for what they lack.
    return { savedAt: draft.savedAt, values: { ...emptyArticleForm(), ...values } as ArticleFormValues };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: ArticleFormValues, store: Storage | null = storage(), now = new Date()): void {
  try {
    store?.setItem(key, JSON.stringify({ savedAt: now.toISOString(), values } satisfies LocalDraft));
  } catch {
    // A full storage only costs the local copy; the form itself is untouched.
  }
}

export function clearDraft(key: string, store: Storage | null = storage()): void {
  store?.removeItem(key);
}
