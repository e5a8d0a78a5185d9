import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../src/i18n/index.ts';
import { fillString, islandStrings } from '../../src/lib/island-strings.ts';

describe('islandStrings', () => {
  it('picks only the asked keys, in the page language', () => {
    const strings = islandStrings(useTranslations('pt'), ['chat.typing', 'contact.toast.errorTitle']);
    expect(strings).toEqual({ 'chat.typing': 'Cindy está digitando...', 'contact.toast.errorTitle': 'Erro ao enviar mensagem' });
  });

  it('fills placeholders like t() and leaves unknown ones', () => {
    expect(fillString('Error loading products: {error}', { error: 'Failed to fetch products' })).toBe(
      'Error loading products: Failed to fetch products',
    );
    expect(fillString('{count} of {max}', { count: 3 })).toBe('3 of {max}');
  });
});

describe('the texts the specification fixes', () => {
  it('are word for word in both languages', () => {
    const en = useTranslations('en');
    const pt = useTranslations('pt');
    expect(en('chat.error')).toBe("I apologize, but I'm having trouble processing your request right now. Please try again in a moment.");
    expect(pt('contact.toast.errorTitle')).toBe('Erro ao enviar mensagem');
    expect(pt('contact.toast.errorFallback')).toBe('Ocorreu um erro. Tente novamente.');
    expect(en('products.error')).toBe('Error loading products: {error}');
    expect(en('products.empty')).toBe('No products available');
    expect(en('ebooks.empty.title')).toBe('No Interactive Ebooks Yet');
  });
});
