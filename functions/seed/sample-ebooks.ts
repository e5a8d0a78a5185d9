/**
 * The shipped sample interactive ebooks: five active, one inactive, covers in public/sample/ebooks
 * (one without a cover, which shows the placeholder). Each is written in one language and shown
 * in that locale (idioma); null would show it in both.
 */
import type { SampleEbook } from './types.ts';

export const sampleEbooks: SampleEbook[] = [
  {
    title: 'The 30-Day Home Cooking Reset',
    description:
      'A month of small kitchen wins: a pantry checklist, weekly shopping templates and thirty flexible dinners that build on each other, with tick-boxes to track your progress as you go.',
    cover_image_url: '/sample/ebooks/home-cooking-reset.webp',
    interactive_link: 'https://ebooks.example.com/the-30-day-home-cooking-reset',
    display_order: 0,
    idioma: 'en',
    is_active: true,
  },
  {
    title: 'Money Map: Your First Budget in a Weekend',
    description:
      'An interactive workbook that walks you through listing income, sorting a month of spending and choosing three priorities, with calculators that update as you type.',
    cover_image_url: '/sample/ebooks/money-map.webp',
    interactive_link: 'https://ebooks.example.com/money-map-your-first-budget-in-a-weekend',
    display_order: 1,
    idioma: 'en',
    is_active: true,
  },
  {
    title: 'Guia Prático do Sono Reparador',
    description:
      'Um guia interativo para montar sua rotina noturna: diário de sono de duas semanas, checklist do quarto e exercícios curtos de respiração para desacelerar antes de dormir.',
    cover_image_url: '/sample/ebooks/sono-reparador.webp',
    interactive_link: 'https://ebooks.example.com/guia-pratico-do-sono-reparador',
    display_order: 2,
    idioma: 'pt',
    is_active: true,
  },
  {
    title: 'Calm Tech: Take Back Your Attention',
    description:
      'Step-by-step screens for tidying notifications, setting up focus modes and building a weekly digital reset, with short quizzes that suggest settings for your own routine.',
    cover_image_url: '/sample/ebooks/calm-tech.webp',
    interactive_link: 'https://ebooks.example.com/calm-tech-take-back-your-attention',
    display_order: 3,
    idioma: 'en',
    is_active: true,
  },
  {
    title: 'Conversas que Aproximam',
    description:
      'Roteiros e perguntas para conversas difíceis em família e a dois, com exemplos de frases, exercícios de escuta e espaço para anotar combinados.',
    cover_image_url: '/sample/ebooks/conversas-que-aproximam.webp',
    interactive_link: 'https://ebooks.example.com/conversas-que-aproximam',
    display_order: 4,
    idioma: 'pt',
    is_active: false,
  },
  {
    title: 'Finanças em Família: o Primeiro Mês',
    description:
      'Um caderno interativo para organizar as contas da casa em quatro semanas: metas combinadas em família, planilha de gastos que soma sozinha e um roteiro para a primeira conversa sobre dinheiro.',
    cover_image_url: null,
    interactive_link: 'https://ebooks.example.com/financas-em-familia-o-primeiro-mes',
    display_order: 5,
    idioma: 'pt',
    is_active: true,
  },
];
