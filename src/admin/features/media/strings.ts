/** The media library's texts. */
import { uploadMaxMegabytes as mb } from '../../../lib/contracts/uploads.ts';
import type { UploadKind } from '../../lib/uploads.ts';

// Products and ebook covers share a limit today; said apart if one of them changes.
const smallImages =
  mb('products') === mb('ebook-covers')
    ? `produtos e capas até ${mb('products')} MB`
    : `produtos até ${mb('products')} MB e capas até ${mb('ebook-covers')} MB`;

export const MEDIA_STRINGS = {
  title: 'Biblioteca de Mídia',
  lead: 'Todos os arquivos enviados ao site: imagens, áudios, vídeos, imagens de produtos e capas de ebooks.',

  uploadTitle: 'Enviar arquivo',
  uploadKind: 'Tipo do arquivo',
  uploadDrop: 'Arraste um arquivo para cá',
  uploadOr: 'ou',
  uploadChoose: 'Escolher arquivo',
  uploadInput: 'Arquivo para enviar',
  uploadLimits: `Imagens até ${mb('images')} MB, áudio até ${mb('audio')} MB (MP3 ou WAV), vídeos até ${mb('videos')} MB (MP4 ou WebM), ${smallImages}.`,
  uploading: (name: string) => `Enviando ${name}...`,
  uploaded: 'Arquivo enviado com sucesso!',
  uploadError: (message: string) => `Erro no upload: ${message}`,

  search: 'Buscar por nome',
  searchPlaceholder: 'Buscar arquivos…',
  kindFilter: 'Tipo',
  kindAll: 'Todos os tipos',
  count: (n: number) => (n === 1 ? '1 arquivo' : `${n} arquivos`),
  loading: 'Carregando arquivos...',
  loadError: 'Não foi possível carregar a biblioteca',
  emptyTitle: 'Nenhum arquivo encontrado',
  emptyFiltered: 'Nenhum arquivo corresponde à busca ou ao tipo escolhido.',
  emptyNone: 'Ainda não há arquivos. Envie o primeiro pelo quadro acima.',

  columnType: 'Tipo',
  columnSize: 'Tamanho',
  columnDate: 'Enviado em',
  view: (name: string) => `Ver ${name} (nova aba)`,
  viewShort: 'Ver',
  copyUrl: 'Copiar URL',
  copyUrlOf: (name: string) => `Copiar URL de ${name}`,
  copied: 'URL copiada!',
  delete: (name: string) => `Excluir ${name}`,

  deleteTitle: 'Excluir arquivo?',
  deleteText: (name: string) => `“${name}” será excluído permanentemente do servidor.`,
  deleteConfirm: 'Excluir',
  deleting: 'Excluindo...',
  inUseTitle: 'Arquivo em uso',
  inUseHint: 'Quem usa este arquivo ficará com um link quebrado.',
  forceConfirm: 'Excluir mesmo assim',
  deleted: 'Arquivo excluído com sucesso!',
  deleteError: 'Erro ao excluir arquivo',
} as const;

export const KIND_LABELS: Record<UploadKind, string> = {
  images: 'Imagens',
  audio: 'Áudio',
  videos: 'Vídeos',
  products: 'Produtos',
  'ebook-covers': 'Capas de ebook',
};
