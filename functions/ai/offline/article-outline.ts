/**
 * The offline AI writer: without a model it does not pretend to write. It returns a labelled,
 * structured outline to write from (headings, the points each section should cover, a
 * suggested title and meta description), shaped by the niche and the theme.
 */
import { CATEGORY_LABELS, type CategoryKey } from '../../../src/lib/categories.ts';
import type { ArticleDraft, ArticleDraftRequest } from '../provider.ts';

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/** Cuts at a word boundary so that the text fits `max` characters. */
export function fitText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const ANGLES: Record<CategoryKey, { en: string[]; pt: string[] }> = {
  saude: {
    en: ['what the habit changes in a normal week', 'a safe way to start', 'signs it is working', 'when to talk to a professional'],
    pt: [
      'o que o hábito muda numa semana normal',
      'um jeito seguro de começar',
      'sinais de que está funcionando',
      'quando procurar um profissional',
    ],
  },
  dinheiro: {
    en: ['the numbers to know first', 'a step-by-step plan', 'common mistakes and their cost', 'how to keep it going monthly'],
    pt: ['os números que você precisa conhecer', 'um plano passo a passo', 'erros comuns e quanto custam', 'como manter todo mês'],
  },
  relacionamentos: {
    en: ['what usually goes wrong', 'words and habits that help', 'an example conversation', 'when it is time for outside help'],
    pt: ['o que costuma dar errado', 'palavras e hábitos que ajudam', 'um exemplo de conversa', 'quando buscar ajuda de fora'],
  },
  tecnologia: {
    en: ['what you need before starting', 'the setup, step by step', 'privacy and safety settings', 'troubleshooting the usual problems'],
    pt: [
      'o que você precisa antes de começar',
      'a configuração, passo a passo',
      'privacidade e segurança',
      'como resolver os problemas comuns',
    ],
  },
  desenvolvimento: {
    en: ['why it is hard', 'a small first step', 'a routine that lasts', 'how to measure progress'],
    pt: ['por que é difícil', 'um primeiro passo pequeno', 'uma rotina que dura', 'como medir o progresso'],
  },
  consumo: {
    en: [
      'what to compare before buying',
      'red flags in listings and reviews',
      'a checklist for the purchase',
      'after the purchase: returns and warranty',
    ],
    pt: [
      'o que comparar antes de comprar',
      'sinais de alerta em anúncios e avaliações',
      'um checklist para a compra',
      'depois da compra: trocas e garantia',
    ],
  },
  educacao: {
    en: ['where to start and what to skip', 'a study or practice plan', 'showing what you learned', 'staying motivated'],
    pt: ['por onde começar e o que pular', 'um plano de estudo ou prática', 'como mostrar o que aprendeu', 'como manter a motivação'],
  },
  culinaria: {
    en: ['ingredients and substitutions', 'the method, step by step', 'timing and make-ahead tips', 'variations and serving ideas'],
    pt: [
      'ingredientes e substituições',
      'o modo de preparo, passo a passo',
      'tempo e dicas para adiantar',
      'variações e sugestões para servir',
    ],
  },
};

const TEXT = {
  en: {
    label: 'Offline outline — no AI model is connected.',
    instructions:
      'Write the article from this plan: each section lists what to cover. Aim for 300 words or more, keep headings as H2/H3, and add alt text to images.',
    intro: 'Introduction',
    introPoints: (theme: string, niche: string) => [
      `Who this is for: readers of ${niche} who want help with “${theme}”.`,
      'The problem in one or two sentences, and what the reader will be able to do by the end.',
    ],
    section: (angle: string) => `${angle.charAt(0).toUpperCase()}${angle.slice(1)}`,
    sectionPoints: (angle: string, theme: string) => [
      `Explain ${angle} for “${theme}”, with one concrete example.`,
      'Give two or three specific, practical points (numbers, steps or a short checklist).',
      'End the section with the one thing to remember.',
    ],
    conclusion: 'Conclusion',
    conclusionPoints: ['Sum up the plan in three short bullets.', 'One small action the reader can take today.'],
    title: (theme: string) => `${theme}: a practical guide`,
    meta: (theme: string, niche: string) =>
      `A practical guide to ${theme.toLowerCase()}: what to know first, a step-by-step plan and the mistakes to avoid. ${niche}.`,
    suggestedMeta: 'Suggested meta description',
  },
  pt: {
    label: 'Roteiro offline — nenhum modelo de IA está conectado.',
    instructions:
      'Escreva o artigo a partir deste plano: cada seção lista o que abordar. Mire em 300 palavras ou mais, mantenha os títulos como H2/H3 e adicione texto alternativo às imagens.',
    intro: 'Introdução',
    introPoints: (theme: string, niche: string) => [
      `Para quem é: leitores de ${niche} que querem ajuda com “${theme}”.`,
      'O problema em uma ou duas frases, e o que o leitor conseguirá fazer ao final.',
    ],
    section: (angle: string) => `${angle.charAt(0).toUpperCase()}${angle.slice(1)}`,
    sectionPoints: (angle: string, theme: string) => [
      `Explique ${angle} em “${theme}”, com um exemplo concreto.`,
      'Dê dois ou três pontos específicos e práticos (números, passos ou um checklist curto).',
      'Termine a seção com a ideia principal a lembrar.',
    ],
    conclusion: 'Conclusão',
    conclusionPoints: ['Resuma o plano em três tópicos curtos.', 'Uma pequena ação que o leitor pode fazer hoje.'],
    title: (theme: string) => `${theme}: um guia prático`,
    meta: (theme: string, niche: string) =>
      `Um guia prático sobre ${theme.toLowerCase()}: o que saber antes, um plano passo a passo e os erros a evitar. ${niche}.`,
    suggestedMeta: 'Meta descrição sugerida',
  },
};

export function offlineArticleOutline({ nicho, tema, locale }: ArticleDraftRequest): ArticleDraft {
  const text = TEXT[locale];
  const theme = tema.trim();
  const niche = CATEGORY_LABELS[locale][nicho];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
  const meta = fitText(text.meta(theme, niche), 160);
  const sections = ANGLES[nicho][locale].map((angle) => `<h2>${escape(text.section(angle))}</h2>${list(text.sectionPoints(angle, theme))}`);
  const html = [
    `<p><strong>${escape(text.label)}</strong> ${escape(text.instructions)}</p>`,
    `<h2>${escape(text.intro)}</h2>${list(text.introPoints(theme, niche))}`,
    ...sections,
    `<h2>${escape(text.conclusion)}</h2>${list(text.conclusionPoints)}`,
    `<p><em>${escape(text.suggestedMeta)}:</em> ${escape(meta)}</p>`,
  ].join('\n');
  return { titulo: fitText(text.title(theme), 60), meta_descricao: meta, conteudo_html: html };
}
