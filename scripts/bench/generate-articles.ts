/**
 * Deterministic synthetic articles for benchmarks: realistic sizes, every category, in both
 * languages. Of every five articles, three are English and two Portuguese; the first English
 * one and the first Portuguese one are translations of each other (one pair in five articles).
 */
import type { Kysely } from 'kysely';
import { CATEGORY_KEYS } from '../../src/lib/categories.ts';
import type { Database } from '../../functions/db/schema.ts';

const WORDS = {
  en: (
    'habit budget kitchen garden morning focus savings recipe career skill walk sleep water ' +
    'review product device team plan balance energy family friend market course lesson simple ' +
    'steady small weekly practice notebook journal season bread coffee salad interest invest'
  ).split(' '),
  pt: (
    'hábito orçamento cozinha jardim manhã foco poupança receita carreira habilidade caminhada sono água ' +
    'avaliação produto aparelho equipe plano equilíbrio energia família amigo mercado curso lição simples ' +
    'constante pequeno semanal prática caderno diário estação pão café salada juros investir'
  ).split(' '),
};
type Language = keyof typeof WORDS;

/** The language of the i-th article, and the index of the article it translates, if any. */
export function syntheticLanguage(i: number): { idioma: Language; translates: number | null } {
  const position = i % 5;
  if (position < 3) return { idioma: 'en', translates: null };
  return { idioma: 'pt', translates: position === 3 ? i - 3 : null };
}

/** A stable translation group per pair, so repeated runs generate the same data. */
const groupOf = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(random: () => number, words = 14, language: Language = 'en'): string {
  const list = WORDS[language];
  const picked = Array.from({ length: words }, () => list[Math.floor(random() * list.length)]);
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Four sections of three paragraphs and a list (about 3 KB of text) unless told fewer. */
export function syntheticArticleHtml(random: () => number, language: Language = 'en', sectionCount = 4): string {
  const sections = [];
  for (let s = 0; s < sectionCount; s++) {
    const paragraphs = Array.from(
      { length: 3 },
      () => `<p>${Array.from({ length: 4 }, () => sentence(random, 14, language)).join(' ')}</p>`,
    );
    const list = `<ul>${Array.from({ length: 4 }, () => `<li>${sentence(random, 6, language)}</li>`).join('')}</ul>`;
    sections.push(`<h2>${sentence(random, 5, language)}</h2>${paragraphs.join('')}${list}`);
  }
  return sections.join('');
}

export async function insertSyntheticArticles(db: Kysely<Database>, count: number, options: { sections?: number } = {}): Promise<void> {
  const random = prng(count);
  const start = Date.UTC(2024, 0, 1);
  const batch = 250;
  for (let offset = 0; offset < count; offset += batch) {
    const rows = [];
    for (let i = offset; i < Math.min(count, offset + batch); i++) {
      const { idioma, translates } = syntheticLanguage(i);
      // A translation keeps its original's category, as a real one would.
      const categoria = CATEGORY_KEYS[(translates ?? i) % CATEGORY_KEYS.length]!;
      const linked = translates !== null || (i + 3 < count && syntheticLanguage(i + 3).translates === i);
      rows.push({
        slug: `bench-article-${i + 1}`,
        idioma,
        grupo_traducao: linked ? groupOf(translates ?? i) : null,
        titulo: `${sentence(random, 6, idioma).slice(0, -1)} ${i + 1}`,
        meta_descricao: sentence(random, 22, idioma).slice(0, 158),
        categoria,
        conteudo_html: syntheticArticleHtml(random, idioma, options.sections),
        autor: i % 3 ? 'Bench Writer' : null,
        tempo_leitura: null,
        imagem_destaque_url: null,
        audio_url: null,
        video_titulo: i % 10 === 0 ? 'A short video' : null,
        video_descricao: i % 10 === 0 ? 'What the video shows.' : null,
        video_url: null,
        video_link_externo: i % 10 === 0 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
        status: 'publicado' as const,
        destaque: i % 50 === 0,
        data_publicacao: new Date(start + i * 3_600_000),
      });
    }
    const inserted = await db.insertInto('articles').values(rows).returning(['id']).execute();
    const products = inserted
      .filter((_, index) => index % 2 === 0)
      .map((row, index) => ({
        article_id: row.id,
        nome: `Product ${offset + index}`,
        descricao: 'A useful thing.',
        preco: 19.99 + index,
        url_afiliado: 'https://www.amazon.com/dp/B000000000?tag=example-20',
        imagem_url: null,
      }));
    if (products.length) await db.insertInto('related_products').values(products).execute();
  }
}
