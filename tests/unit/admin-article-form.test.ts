import { describe, expect, it } from 'vitest';
import type { Article } from '../../src/admin/features/articles/api/article-schemas.ts';
import {
  canPublish,
  cleanPriceText,
  emptyArticleForm,
  formFromArticle,
  isHttpUrl,
  missingRequired,
  newProductRow,
  parsePrice,
  parseReadingTime,
  sameForm,
  toArticleInput,
  type ArticleFormValues,
} from '../../src/admin/features/articles/lib/article-form.ts';
import { hasContent } from '../../src/lib/contracts/article-content.ts';

const filled = (patch: Partial<ArticleFormValues> = {}): ArticleFormValues => ({
  ...emptyArticleForm(),
  titulo: ' Horta na varanda ',
  categoria: 'culinaria',
  meta_descricao: 'Ervas em pouco espaço.',
  conteudo_html: '<h2>Começo</h2><ul><li>Manjericão</li></ul>',
  ...patch,
});

describe('required fields', () => {
  it('are título, categoria, meta descrição and content', () => {
    expect(missingRequired(emptyArticleForm())).toEqual(['titulo', 'categoria', 'meta_descricao', 'conteudo_html']);
    expect(missingRequired(filled())).toEqual([]);
    expect(missingRequired(filled({ titulo: '   ' }))).toEqual(['titulo']);
  });

  it('count an empty editor as no content, and an image alone as content', () => {
    expect(hasContent('<p></p>')).toBe(false);
    expect(hasContent('<p>&nbsp; </p>')).toBe(false);
    expect(hasContent('<p><img src="/media/images/1.png" alt=""></p>')).toBe(true);
    expect(hasContent('<p>Olá</p>')).toBe(true);
  });
});

describe('price and reading time', () => {
  it('keeps only digits and dot in a price, and reads it as a number or none', () => {
    expect(cleanPriceText('US$ 24,90x')).toBe('2490');
    expect(cleanPriceText('24.90')).toBe('24.90');
    expect(parsePrice('24.90')).toBe(24.9);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('.')).toBeNull();
    expect(parsePrice('R$ 10')).toBe(10);
  });

  it('stores reading time as whole minutes, or null when empty', () => {
    expect(parseReadingTime('7')).toBe(7);
    expect(parseReadingTime('')).toBeNull();
    expect(parseReadingTime('0')).toBeNull();
    expect(parseReadingTime('12 min')).toBe(12);
  });
});

describe('toArticleInput', () => {
  it('trims, turns blanks into null and drops incomplete product rows', () => {
    const input = toArticleInput(
      filled({
        autor: '  ',
        tempo_leitura: '5',
        products: [
          newProductRow({ name: 'Vaso', description: 'Autoirrigável', affiliate_link: 'https://example.com/v', price: '24.90' }),
          newProductRow({ name: 'Sem link', description: 'x' }),
          newProductRow({ name: '', description: 'sem nome', affiliate_link: 'https://example.com' }),
        ],
      }),
      'publicado',
    );
    expect(input).toMatchObject({
      titulo: 'Horta na varanda',
      autor: null,
      tempo_leitura: 5,
      status: 'publicado',
      imagem_destaque_url: null,
    });
    expect(input.products).toEqual([
      { name: 'Vaso', description: 'Autoirrigável', price: 24.9, affiliate_link: 'https://example.com/v', image_url: null },
    ]);
  });

  it('never sends a video file and an external link together (the file wins)', () => {
    const both = toArticleInput(filled({ video_url: '/media/videos/1.webm', video_link_externo: 'https://youtu.be/x' }), 'rascunho');
    expect(both.video_url).toBe('/media/videos/1.webm');
    expect(both.video_link_externo).toBeNull();
    expect(toArticleInput(filled({ video_link_externo: 'https://youtu.be/x' }), 'rascunho').video_link_externo).toBe('https://youtu.be/x');
  });

  it('sends a slug only when an editor typed one (a draft kept by an older form has none)', () => {
    expect(toArticleInput(filled(), 'publicado')).not.toHaveProperty('slug');
    expect(toArticleInput(filled({ slug: ' new-address ' }), 'publicado').slug).toBe('new-address');
    const { slug: _slug, ...older } = filled();
    expect(toArticleInput(older as ReturnType<typeof filled>, 'publicado')).not.toHaveProperty('slug');
  });

  it('refuses a form without a category', () => {
    expect(() => toArticleInput(filled({ categoria: '' }), 'rascunho')).toThrow();
  });
});

describe('language and translation label', () => {
  it('a new article starts in Portuguese and sends its language', () => {
    expect(emptyArticleForm().idioma).toBe('pt');
    expect(toArticleInput(filled({ idioma: 'en' }), 'rascunho').idioma).toBe('en');
  });

  it('sends a cleared label, never one the editor has not cleared', () => {
    expect(toArticleInput(filled({ estado_traducao: 'aguardando' }), 'rascunho')).not.toHaveProperty('estado_traducao');
    expect(toArticleInput(filled({ estado_traducao: null }), 'rascunho').estado_traducao).toBeNull();
  });

  it('publishes a translation draft only once it is marked reviewed', () => {
    expect(canPublish(filled())).toBe(true);
    expect(canPublish(filled({ estado_traducao: 'automatica' }))).toBe(false);
    expect(canPublish(filled({ estado_traducao: 'aguardando' }))).toBe(false);
    expect(canPublish(filled({ titulo: '' }))).toBe(false);
  });
});

describe('formFromArticle', () => {
  it('reads the article and its products (read shape) back into the form', () => {
    const article: Article = {
      id: 'a1',
      slug: 'horta',
      titulo: 'Horta',
      meta_descricao: 'm',
      categoria: 'culinaria',
      status: 'publicado',
      destaque: false,
      data_publicacao: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      autor: null,
      idioma: 'en',
      estado_traducao: 'automatica',
      traducao: null,
      conteudo_html: '<p>x</p>',
      tempo_leitura: null,
      imagem_destaque_url: '/media/images/1.png',
      imagem_social_url: '/media/images/2.jpg',
      cartao_social_url: '/media/images/3.jpg',
      audio_url: null,
      video_titulo: null,
      video_descricao: null,
      video_url: null,
      video_link_externo: 'https://vimeo.com/1',
      products: [{ id: 'p', nome: 'Vaso', descricao: 'd', preco: 24.9, url_afiliado: 'https://e.com', imagem_url: null }],
    };
    const form = formFromArticle(article);
    expect(form).toMatchObject({
      idioma: 'en',
      estado_traducao: 'automatica',
      autor: '',
      imagem_social_url: '/media/images/2.jpg',
      tempo_leitura: '',
      imagem_destaque_url: '/media/images/1.png',
      video_link_externo: 'https://vimeo.com/1',
    });
    expect(form.products).toHaveLength(1);
    expect(form.products[0]).toMatchObject({
      name: 'Vaso',
      description: 'd',
      price: '24.9',
      affiliate_link: 'https://e.com',
      image_url: '',
    });
  });
});

describe('helpers', () => {
  it('compare forms without their row keys', () => {
    const a = filled({ products: [newProductRow({ name: 'x' })] });
    const b = filled({ products: [newProductRow({ name: 'x' })] });
    expect(a.products[0]!.key).not.toBe(b.products[0]!.key);
    expect(sameForm(a, b)).toBe(true);
    expect(sameForm(a, filled())).toBe(false);
  });

  it('accept only http and https links', () => {
    expect(isHttpUrl('https://example.com')).toBe(true);
    expect(isHttpUrl('http://example.com/a?b')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
});
