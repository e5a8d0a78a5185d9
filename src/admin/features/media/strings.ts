/** The media library's texts. */
import { localized } from '../../lib/i18n.ts';
import { uploadMaxMegabytes as mb } from '../../../lib/contracts/uploads.ts';
import type { UploadKind } from '../../lib/uploads.ts';

// Products and ebook covers share a limit today; said apart if one of them changes.
const smallImages =
  mb('products') === mb('ebook-covers')
    ? `produtos e capas até ${mb('products')} MB`
    : `produtos até ${mb('products')} MB e capas até ${mb('ebook-covers')} MB`;
const smallImagesEn =
  mb('products') === mb('ebook-covers')
    ? `products and covers up to ${mb('products')} MB`
    : `products up to ${mb('products')} MB and covers up to ${mb('ebook-covers')} MB`;

const pt = {
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
};

const en: typeof pt = {
  title: 'Media library',
  lead: 'Every file uploaded to the site: images, audio, videos, product images and ebook covers.',

  uploadTitle: 'Upload a file',
  uploadKind: 'File type',
  uploadDrop: 'Drag a file here',
  uploadOr: 'or',
  uploadChoose: 'Choose a file',
  uploadInput: 'File to upload',
  uploadLimits: `Images up to ${mb('images')} MB, audio up to ${mb('audio')} MB (MP3 or WAV), videos up to ${mb('videos')} MB (MP4 or WebM), ${smallImagesEn}.`,
  uploading: (name: string) => `Uploading ${name}...`,
  uploaded: 'File uploaded!',
  uploadError: (message: string) => `Upload failed: ${message}`,

  search: 'Search by name',
  searchPlaceholder: 'Search files…',
  kindFilter: 'Type',
  kindAll: 'All types',
  count: (n: number) => (n === 1 ? '1 file' : `${n} files`),
  loading: 'Loading files...',
  loadError: 'Could not load the library',
  emptyTitle: 'No files found',
  emptyFiltered: 'No file matches the search or the chosen type.',
  emptyNone: 'There are no files yet. Upload the first one in the box above.',

  columnType: 'Type',
  columnSize: 'Size',
  columnDate: 'Uploaded',
  view: (name: string) => `View ${name} (new tab)`,
  viewShort: 'View',
  copyUrl: 'Copy URL',
  copyUrlOf: (name: string) => `Copy URL of ${name}`,
  copied: 'URL copied!',
  delete: (name: string) => `Delete ${name}`,

  deleteTitle: 'Delete file?',
  deleteText: (name: string) => `“${name}” will be deleted from the server for good.`,
  deleteConfirm: 'Delete',
  deleting: 'Deleting...',
  inUseTitle: 'File in use',
  inUseHint: 'Whatever uses this file will be left with a broken link.',
  forceConfirm: 'Delete anyway',
  deleted: 'File deleted!',
  deleteError: 'Could not delete the file',
};

export const MEDIA_STRINGS = localized({ pt, en });

export const KIND_LABELS: Record<UploadKind, string> = localized<Record<UploadKind, string>>({
  pt: { images: 'Imagens', audio: 'Áudio', videos: 'Vídeos', products: 'Produtos', 'ebook-covers': 'Capas de ebook' },
  en: { images: 'Images', audio: 'Audio', videos: 'Videos', products: 'Products', 'ebook-covers': 'Ebook covers' },
});
