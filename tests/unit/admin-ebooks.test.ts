import { afterEach, describe, expect, it } from 'vitest';
import { $adminLocale } from '../../src/admin/lib/i18n.ts';
import { ebookInput, isCoverImage, NEW_EBOOK, parseDisplayOrder, validateEbook } from '../../src/admin/features/ebooks/lib/ebook-form.ts';

const filled = { ...NEW_EBOOK, title: 'Money Map', description: 'A workbook.', interactive_link: 'https://ebooks.example/money-map' };

describe('ebook form', () => {
  it('defaults to order 0 and active', () => {
    expect(NEW_EBOOK).toMatchObject({ display_order: '0', is_active: true });
  });

  afterEach(() => $adminLocale.set('pt'));

  it('gives the specification’s messages in English, and Portuguese ones in Portuguese', () => {
    expect(validateEbook(NEW_EBOOK)).toEqual({
      title: 'Título é obrigatório',
      description: 'Descrição é obrigatória',
      interactive_link: 'O link interativo é obrigatório',
    });
    $adminLocale.set('en');
    expect(validateEbook(NEW_EBOOK)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      interactive_link: 'Interactive link is required',
    });
    expect(validateEbook({ ...filled, interactive_link: 'ebooks.example/x' }).interactive_link).toBe(
      'Please enter a valid URL (starting with http:// or https://)',
    );
    expect(validateEbook(filled)).toEqual({});
  });

  it('reads the display order as a whole number, empty meaning 0', () => {
    expect(parseDisplayOrder('')).toBe(0);
    expect(parseDisplayOrder('4')).toBe(4);
    expect(parseDisplayOrder('1.5')).toBeNull();
    expect(validateEbook({ ...filled, display_order: 'abc' }).display_order).toBeDefined();
  });

  it('sends the cover address it is given, and its language (null: both)', () => {
    expect(ebookInput({ ...filled, title: ' Money Map ', display_order: '2' }, '/media/ebook-covers/1.png')).toEqual({
      title: 'Money Map',
      description: 'A workbook.',
      interactive_link: 'https://ebooks.example/money-map',
      display_order: 2,
      is_active: true,
      idioma: null,
      cover_image_url: '/media/ebook-covers/1.png',
    });
    expect(ebookInput({ ...filled, idioma: 'en' }, null).idioma).toBe('en');
  });

  it('takes only images as covers', () => {
    expect(isCoverImage({ type: 'image/webp' })).toBe(true);
    expect(isCoverImage({ type: 'application/pdf' })).toBe(false);
    expect(isCoverImage({ type: '' })).toBe(false);
  });
});
