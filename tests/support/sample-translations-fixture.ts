/**
 * A few translations of shipped sample articles, for tests that need linked pairs whatever
 * functions/seed/sample-translations.ts holds: two published pairs (one each way) and a draft.
 */
import { sampleArticles } from '../../functions/seed/sample-articles.ts';
import type { SampleArticle, SampleTranslation } from '../../functions/seed/types.ts';

function original(slug: string): SampleArticle {
  const found = sampleArticles.find((article) => article.slug === slug);
  if (!found) throw new Error(`No sample article ${slug}`);
  return found;
}

export const SLEEP_EN = 'how-to-build-a-sleep-routine-that-actually-sticks';
export const SLEEP_PT = 'como-criar-uma-rotina-de-sono-que-funciona';
export const BUDGET_PT = 'orcamento-familiar-em-5-passos-simples';
export const BUDGET_EN = 'a-family-budget-in-5-simple-steps';
export const WALK_PT = 'caminhada-matinal-como-comecar-sem-exagerar';
export const WALK_EN_DRAFT = 'morning-walks-how-to-start-without-overdoing-it';
/** An English sample article with no translation. */
export const EMERGENCY_FUND_EN = 'how-to-start-an-emergency-fund-on-a-tight-budget';

export const FIXTURE_TRANSLATIONS: SampleTranslation[] = [
  {
    ...original(SLEEP_EN),
    traducao_de: SLEEP_EN,
    idioma: 'pt',
    slug: SLEEP_PT,
    titulo: 'Como Criar uma Rotina de Sono que Funciona',
    meta_descricao:
      'Passos práticos para noites mais calmas: um horário fixo para acordar, uma hora de desaceleração e pequenas mudanças no quarto para dormir melhor.',
    conteudo_html:
      '<p>Quase todo conselho sobre sono parece simples até a terça-feira à noite, com a caixa de entrada cheia. A boa notícia é que uma rotina não precisa ser perfeita: precisa ser <strong>repetível</strong>.</p><h2>Comece pela manhã</h2><p>Um horário fixo para acordar é a âncora das rotinas de sono que dão certo.</p>',
    related_products: [],
  },
  {
    ...original(BUDGET_PT),
    traducao_de: BUDGET_PT,
    idioma: 'en',
    slug: BUDGET_EN,
    titulo: 'A Family Budget in 5 Simple Steps',
    meta_descricao:
      'Sit down together, list what comes in and goes out, and agree on three priorities: a family budget that everyone at home can follow.',
    conteudo_html:
      '<p>A family budget works when everyone at home understands it. These five steps fit in one evening at the kitchen table.</p><h2>List what comes in</h2><p>Start with every income, including the irregular ones.</p>',
    related_products: [],
  },
  {
    ...original(WALK_PT),
    traducao_de: WALK_PT,
    idioma: 'en',
    slug: WALK_EN_DRAFT,
    titulo: 'Morning Walks: How to Start Without Overdoing It',
    meta_descricao:
      'A gentle plan for your first weeks of morning walks: short distances, comfortable shoes and a pace that lets you talk.',
    conteudo_html: '<p>Start with ten minutes around the block and add a little each week.</p>',
    status: 'rascunho',
    related_products: [],
  },
];
