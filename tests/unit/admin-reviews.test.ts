import { describe, expect, it } from 'vitest';
import { newReviewValues, parseOrder, reviewInput, validateReview } from '../../src/admin/features/reviews/lib/review-form.ts';

const filled = { ...newReviewValues(3), titulo: 'Kettle', descricao: 'Pours well.', link_produto: 'https://shop.example/kettle' };

describe('review form', () => {
  it('starts a new review with the default button text, active, ordered after the existing ones', () => {
    expect(newReviewValues(3)).toMatchObject({ texto_botao: 'Ver Produto', ativo: true, ordem: '3' });
  });

  it('requires title, button text, description and product link', () => {
    const errors = validateReview({ ...newReviewValues(0), texto_botao: ' ' });
    expect(Object.keys(errors).sort()).toEqual(['descricao', 'link_produto', 'texto_botao', 'titulo']);
    expect(validateReview(filled)).toEqual({});
  });

  it('takes http(s) links only, and uploaded files or http(s) for the video', () => {
    expect(validateReview({ ...filled, link_produto: 'shop.example' }).link_produto).toMatch(/http/);
    expect(validateReview({ ...filled, video_url: '/media/videos/1.mp4' })).toEqual({});
    expect(validateReview({ ...filled, video_url: 'javascript:alert(1)' }).video_url).toBeDefined();
    expect(validateReview({ ...filled, video_link_externo: 'youtube.com/watch' }).video_link_externo).toBeDefined();
  });

  it('turns a non-number order into 0 and refuses a negative one', () => {
    expect(parseOrder('')).toBe(0);
    expect(parseOrder('abc')).toBe(0);
    expect(parseOrder('2.7')).toBe(2);
    expect(parseOrder(' 5 ')).toBe(5);
    expect(validateReview({ ...filled, ordem: '-1' }).ordem).toBeDefined();
    expect(validateReview({ ...filled, ordem: 'x' })).toEqual({});
  });

  it('sends trimmed texts, null for empty video fields, and its language (null: both)', () => {
    expect(reviewInput({ ...filled, titulo: '  Kettle ', ordem: 'x' })).toEqual({
      titulo: 'Kettle',
      texto_botao: 'Ver Produto',
      descricao: 'Pours well.',
      link_produto: 'https://shop.example/kettle',
      video_url: null,
      video_link_externo: null,
      ordem: 0,
      ativo: true,
      idioma: null,
    });
    expect(reviewInput({ ...filled, idioma: 'pt' }).idioma).toBe('pt');
  });
});
