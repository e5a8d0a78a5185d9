/**
 * The texts of out-of-date translations (issue 30): the list's badge and filter, the notice
 * and actions of the translations panel, in both interface languages.
 */
import { localized } from '../../lib/i18n.ts';

const pt = {
  outOfDateBadge: 'Tradução desatualizada',
  outOfDateFilter: 'Desatualizadas',
  noticeTitle: 'Tradução desatualizada',
  noticeOfTranslation: 'O original mudou desde que esta tradução foi feita ou marcada como em dia.',
  noticeOfOriginal: 'Este artigo mudou desde que a tradução foi feita ou marcada como em dia.',
  changesTitle: 'O que mudou no original',
  changesLoading: 'Carregando as alterações do original...',
  changesError: 'Não foi possível carregar as alterações do original.',
  update: 'Atualizar tradução',
  updating: 'Atualizando...',
  updateHint: 'Só os blocos que mudaram vão para a tradução automática; o resto fica como o tradutor deixou.',
  markUpToDate: 'Marcar como em dia',
  marking: 'Marcando...',
  markHint: 'Quando a mudança não pede tradução (um erro de digitação corrigido no original).',
  updated: 'Tradução atualizada: revise os blocos traduzidos automaticamente antes de publicar de novo.',
  updatedNothingToTranslate: 'Tradução atualizada: blocos removidos ou movidos, nada a traduzir.',
  markedUpToDate: 'Tradução marcada como em dia.',
  updateError: 'Não foi possível atualizar a tradução',
  markError: 'Não foi possível marcar a tradução como em dia',
  waitingTitle: 'Aguardando tradução',
  waitingLead:
    'Sem tradução automática neste servidor. Traduza estes trechos do original no editor da tradução e depois marque como em dia:',
  partLabels: {
    titulo: 'Título',
    meta_descricao: 'Meta descrição',
    conteudo_html: 'Bloco do conteúdo',
    produto_nome: 'Nome do produto',
    produto_descricao: 'Descrição do produto',
  } as Record<string, string>,
  readersNotice: 'Avisar os leitores da tradução publicada que o original é mais recente',
  readersNoticeSaved: (on: boolean): string => (on ? 'O aviso aos leitores está ligado.' : 'O aviso aos leitores está desligado.'),
  readersNoticeError: 'Não foi possível mudar o aviso aos leitores',
};

const en: typeof pt = {
  outOfDateBadge: 'Translation out of date',
  outOfDateFilter: 'Out of date',
  noticeTitle: 'Translation out of date',
  noticeOfTranslation: 'The original has changed since this translation was made or marked up to date.',
  noticeOfOriginal: 'This article has changed since its translation was made or marked up to date.',
  changesTitle: 'What changed in the original',
  changesLoading: 'Loading the original’s changes...',
  changesError: 'The original’s changes could not be loaded.',
  update: 'Update translation',
  updating: 'Updating...',
  updateHint: 'Only the blocks that changed go to machine translation; the rest stays as the translator left it.',
  markUpToDate: 'Mark up to date',
  marking: 'Marking...',
  markHint: 'When the change needs no translating (a typo fixed in the original).',
  updated: 'Translation updated: review the machine-translated blocks before publishing again.',
  updatedNothingToTranslate: 'Translation updated: blocks removed or moved, nothing to translate.',
  markedUpToDate: 'Translation marked up to date.',
  updateError: 'The translation could not be updated',
  markError: 'The translation could not be marked up to date',
  waitingTitle: 'Waiting for translation',
  waitingLead:
    'This server has no machine translation. Translate these parts of the original in the translation’s editor, then mark it up to date:',
  partLabels: {
    titulo: 'Title',
    meta_descricao: 'Meta description',
    conteudo_html: 'Body block',
    produto_nome: 'Product name',
    produto_descricao: 'Product description',
  },
  readersNotice: 'Tell readers of the published translation that the original is newer',
  readersNoticeSaved: (on: boolean): string => (on ? 'The readers’ notice is on.' : 'The readers’ notice is off.'),
  readersNoticeError: 'The readers’ notice could not be changed',
};

export const FRESHNESS_STRINGS = localized({ pt, en });
