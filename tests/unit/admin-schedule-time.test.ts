/** The schedule's time between the date-time picker (the editor's zone) and the API (ISO 8601). */
import { describe, expect, it } from 'vitest';
import { emptyArticleForm, formFromArticle, toArticleInput } from '../../src/admin/features/articles/lib/article-form.ts';
import { editorTimeZone, fromPickerValue, toPickerValue } from '../../src/admin/features/articles/lib/schedule-time.ts';

describe('the schedule picker', () => {
  it('reads the picked time in the editor’s zone and gives the API an instant', () => {
    expect(fromPickerValue('2026-12-01T09:30')).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(toPickerValue(new Date(2026, 11, 1, 9, 30).toISOString())).toBe('2026-12-01T09:30');
    expect(toPickerValue(fromPickerValue('2027-02-28T23:05')!)).toBe('2027-02-28T23:05');
  });

  it('holds no time for an empty, partial or impossible value', () => {
    for (const value of ['', '2026-12-01', '2026-12-01T', 'tomorrow', '2026-13-01T09:00']) expect(fromPickerValue(value)).toBeNull();
    expect(toPickerValue('not a date')).toBe('');
  });

  it('names the editor’s time zone', () => {
    expect(editorTimeZone()).toMatch(/\w/);
  });

  it('sends the time only with a schedule, and reads a scheduled article back into the picker', () => {
    const values = {
      ...emptyArticleForm(),
      titulo: 'T',
      categoria: 'tecnologia' as const,
      meta_descricao: 'M',
      conteudo_html: '<p>x</p>',
      agendar_para: '2026-12-01T09:30',
    };
    expect(toArticleInput(values, 'agendado')).toMatchObject({
      status: 'agendado',
      data_publicacao: new Date(2026, 11, 1, 9, 30).toISOString(),
    });
    expect(toArticleInput(values, 'publicado')).not.toHaveProperty('data_publicacao');
    const article = {
      id: 'a',
      slug: 't',
      titulo: 'T',
      meta_descricao: 'M',
      categoria: 'tecnologia',
      status: 'agendado' as const,
      destaque: false,
      data_publicacao: new Date(2026, 11, 1, 9, 30).toISOString(),
      updated_at: '',
      idioma: 'en' as const,
      estado_traducao: null,
      traducao: null,
      conteudo_html: '<p>x</p>',
      tempo_leitura: null,
      imagem_destaque_url: null,
      imagem_social_url: null,
      cartao_social_url: null,
      audio_url: null,
      video_titulo: null,
      video_descricao: null,
      video_url: null,
      video_link_externo: null,
      products: [],
    };
    expect(formFromArticle(article).agendar_para).toBe('2026-12-01T09:30');
    expect(formFromArticle({ ...article, status: 'publicado' }).agendar_para).toBe('');
  });
});
