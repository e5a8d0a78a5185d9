import { describe, expect, it } from 'vitest';
import { emptyArticleForm } from '../../src/admin/features/articles/lib/article-form.ts';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../src/admin/features/articles/lib/local-draft.ts';
import { createErrorText, updateErrorText } from '../../src/admin/features/articles/lib/save-errors.ts';
import { ApiError, UnauthenticatedError } from '../../src/admin/lib/api-client.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('local drafts', () => {
  it('are kept per route: the new article, or the edit of one id', () => {
    expect(draftKey()).toBe('admin:article-draft:new');
    expect(draftKey('abc')).toBe('admin:article-draft:edit:abc');
  });

  it('round-trip through storage with the time they were saved', () => {
    const store = new MemoryStorage();
    const values = { ...emptyArticleForm(), titulo: 'Rascunho' };
    writeDraft(draftKey(), values, store, new Date('2026-05-01T10:00:00Z'));
    expect(readDraft(draftKey(), store)).toEqual({ savedAt: '2026-05-01T10:00:00.000Z', values });
    expect(readDraft(draftKey('other'), store)).toBeNull();
    clearDraft(draftKey(), store);
    expect(readDraft(draftKey(), store)).toBeNull();
  });

  it('kept before articles had a language come back with the form’s defaults for it', () => {
    const store = new MemoryStorage();
    const { idioma: _idioma, estado_traducao: _estado, ...old } = { ...emptyArticleForm(), titulo: 'Antigo' };
    store.setItem(draftKey(), JSON.stringify({ savedAt: '2026-05-01T10:00:00.000Z', values: old }));
    expect(readDraft(draftKey(), store)?.values).toEqual({ ...emptyArticleForm(), titulo: 'Antigo' });
  });

  it('ignore what is not a draft', () => {
    const store = new MemoryStorage();
    store.setItem(draftKey(), '{not json');
    expect(readDraft(draftKey(), store)).toBeNull();
    store.setItem(draftKey(), JSON.stringify({ savedAt: 'x', values: { titulo: 1 } }));
    expect(readDraft(draftKey(), store)).toBeNull();
  });
});

describe('save errors (specification section 8)', () => {
  it('for a new article: storage, upload, session, then Error: {message}', () => {
    expect(createErrorText(new Error('Bucket not found'))).toMatch(/armazenamento/);
    expect(createErrorText(new Error('upload failed: too large'))).toBe('Erro no upload: upload failed: too large');
    expect(createErrorText(new UnauthenticatedError('x', 401, 'unauthenticated'))).toBe(
      'Sessão expirada. Por favor, faça login novamente.',
    );
    expect(createErrorText(new Error('auth token missing'))).toBe('Sessão expirada. Por favor, faça login novamente.');
    expect(createErrorText(new ApiError('Título é obrigatório', 400, 'validation_failed'))).toBe('Error: Título é obrigatório');
    expect(createErrorText(undefined)).toBe('Ocorreu um erro inesperado.');
  });

  it('for an edit: the server message, or the general one', () => {
    expect(updateErrorText(new ApiError('Este artigo não existe (pode ter sido excluído).', 404, 'not_found'))).toBe(
      'Este artigo não existe (pode ter sido excluído).',
    );
    expect(updateErrorText(new UnauthenticatedError('x', 401, 'unauthenticated'))).toBe(
      'Sessão expirada. Por favor, faça login novamente.',
    );
    expect(updateErrorText('???')).toBe('Ocorreu um erro inesperado.');
  });
});
