/**
 * The AI writer's texts: Portuguese (the specification's 'Campos obrigatórios') and English
 * (the specification's 'Copied!'). The author of a saved draft is a name, 'IA Redatora', in both.
 */
import { localized } from '../../lib/i18n.ts';
import { formatNumber } from '../../lib/format.ts';
const pt = {
  title: 'IA Redatora',
  lead: 'Escolha um nicho e um tema: a IA escreve um rascunho de artigo, que você revisa e salva como rascunho.',

  formTitle: 'O que escrever',
  niche: 'Nicho',
  nichePlaceholder: 'Selecione um nicho',
  theme: 'Tema',
  themePlaceholder: 'Ex.: como montar uma reserva de emergência ganhando pouco',
  themeHint: 'Seja específico: o público, o problema e o ângulo do artigo.',
  language: 'Idioma do artigo',
  languages: { pt: 'Português', en: 'English' },
  generate: 'Gerar Artigo',
  generating: 'Gerando...',
  requiredTitle: 'Campos obrigatórios',
  requiredText: 'Escolha um nicho e digite um tema antes de gerar.',
  generateError: 'Erro ao gerar artigo',
  invalidAnswer: 'Resposta inválida da IA. Tente novamente.',

  resultTitle: 'Artigo gerado',
  generated: 'Artigo gerado!',
  offlineTitle: 'Nenhum modelo de IA conectado',
  offlineText:
    'Este é um roteiro para você escrever a partir dele, não um texto pronto: as seções, as perguntas a responder e as palavras-chave. Para receber artigos completos, configure um modelo de IA no servidor (AI_API_KEY).',
  resultTitleLabel: 'Título',
  resultMetaLabel: 'Meta descrição',
  resultContentLabel: 'Conteúdo',
  counter: (n: number, max: number) => `${n}/${max}`,
  overLimit: 'acima do recomendado',
  chars: (n: number) => `${formatNumber(n)} caracteres`,
  readingTime: (minutes: number) => `~${minutes} min de leitura`,
  preview: 'Pré-visualização',
  source: 'Código HTML',
  copy: 'Copiar',
  copied: 'Copiado!',
  copyTitle: 'Copiar título',
  copyMeta: 'Copiar meta descrição',
  copyContent: 'Copiar conteúdo HTML',

  save: 'Salvar como Rascunho',
  saving: 'Salvando...',
  saveNeedsResult: 'Gere um artigo com título e conteúdo antes de salvar.',
  saved: 'Rascunho salvo!',
  savedText: 'O artigo foi salvo como rascunho de “IA Redatora”.',
  saveError: 'Erro ao salvar rascunho',
  editDraft: 'Editar rascunho',
  savedNote: 'Salvo como rascunho.',
  author: 'IA Redatora',
};

const en: typeof pt = {
  title: 'AI writer',
  lead: 'Pick a niche and a topic: the AI writes an article draft, which you review and save as a draft.',

  formTitle: 'What to write',
  niche: 'Niche',
  nichePlaceholder: 'Select a niche',
  theme: 'Topic',
  themePlaceholder: 'E.g. how to build an emergency fund on a small income',
  themeHint: 'Be specific: the audience, the problem and the article’s angle.',
  language: 'Article language',
  languages: { pt: 'Português', en: 'English' },
  generate: 'Generate article',
  generating: 'Generating...',
  requiredTitle: 'Required fields',
  requiredText: 'Choose a niche and type a topic before generating.',
  generateError: 'Could not generate the article',
  invalidAnswer: 'The AI sent an invalid answer. Try again.',

  resultTitle: 'Generated article',
  generated: 'Article generated!',
  offlineTitle: 'No AI model connected',
  offlineText:
    'This is an outline to write from, not a finished text: the sections, the questions to answer and the keywords. To get complete articles, set up an AI model on the server (AI_API_KEY).',
  resultTitleLabel: 'Title',
  resultMetaLabel: 'Meta description',
  resultContentLabel: 'Content',
  counter: (n: number, max: number) => `${n}/${max}`,
  overLimit: 'over the recommended length',
  chars: (n: number) => `${formatNumber(n)} characters`,
  readingTime: (minutes: number) => `~${minutes} min read`,
  preview: 'Preview',
  source: 'HTML source',
  copy: 'Copy',
  copied: 'Copied!',
  copyTitle: 'Copy title',
  copyMeta: 'Copy meta description',
  copyContent: 'Copy HTML content',

  save: 'Save as draft',
  saving: 'Saving...',
  saveNeedsResult: 'Generate an article with a title and content before saving.',
  saved: 'Draft saved!',
  savedText: 'The article was saved as a draft by “IA Redatora”.',
  saveError: 'Could not save the draft',
  editDraft: 'Edit draft',
  savedNote: 'Saved as a draft.',
  author: 'IA Redatora',
};

export const AI_WRITER_STRINGS = localized({ pt, en });
