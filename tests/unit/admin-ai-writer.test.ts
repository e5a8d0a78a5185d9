import { describe, expect, it } from 'vitest';
import { isComplete } from '../../src/admin/features/ai-writer/api/generate-article.ts';
import { draftBody } from '../../src/admin/features/ai-writer/api/save-draft.ts';

describe('AI writer', () => {
  it('needs a title and content in the answer', () => {
    expect(isComplete({ titulo: 'T', meta_descricao: '', conteudo_html: '<p>x</p>' })).toBe(true);
    expect(isComplete({ titulo: ' ', meta_descricao: 'm', conteudo_html: '<p>x</p>' })).toBe(false);
    expect(isComplete({ titulo: 'T', meta_descricao: 'm', conteudo_html: '' })).toBe(false);
  });

  it('saves a draft by IA Redatora, in the language it was generated in, with the reading time of its words (200 a minute, rounded up)', () => {
    const conteudo_html = `<h2>Intro</h2><p>${'palavra '.repeat(399)}</p>`;
    expect(draftBody({ idioma: 'pt', titulo: 'T', categoria: 'dinheiro', meta_descricao: 'm', conteudo_html })).toEqual({
      idioma: 'pt',
      titulo: 'T',
      categoria: 'dinheiro',
      meta_descricao: 'm',
      conteudo_html,
      tempo_leitura: 2,
      status: 'rascunho',
      autor: 'IA Redatora',
    });
  });
});
