/**
 * Texts of a tracked product's destinations editor (issue 29), shared by the Links de afiliado
 * screen and the article editor's product form. Both languages.
 */
import { localized } from '../../lib/i18n.ts';

const pt = {
  destinationsTitle: 'Destinos por país',
  defaultUrl: 'Link padrão do produto',
  marketplace: 'Loja',
  status: 'Situação',
  url: 'URL',
  asin: 'ASIN',
  health: 'Verificação',
  statusLabels: { exact: 'Produto exato', search: 'Busca na loja', none: 'Não enviar', default: 'Link padrão' },
  unused: 'Sem destino',
  healthLabels: { ok: 'OK', broken: 'Quebrado', refused: 'Recusado' },
  notChecked: 'Ainda não verificado',
  noTrackingId: 'sem ID de rastreamento',
  save: 'Salvar destinos',
  saved: 'Destinos salvos',
  saveError: 'Não foi possível salvar os destinos',
  previewTitle: 'Quem vai para onde',
  country: 'País',
  loadError: 'Não foi possível carregar os destinos.',
  productDefault: 'link padrão',
};

const en: typeof pt = {
  destinationsTitle: 'Destinations per country',
  defaultUrl: "Product's default link",
  marketplace: 'Store',
  status: 'Status',
  url: 'URL',
  asin: 'ASIN',
  health: 'Check',
  statusLabels: { exact: 'Exact product', search: 'Store search', none: 'Do not send', default: 'Default link' },
  unused: 'No destination',
  healthLabels: { ok: 'OK', broken: 'Broken', refused: 'Refused' },
  notChecked: 'Not checked yet',
  noTrackingId: 'no tracking ID',
  save: 'Save destinations',
  saved: 'Destinations saved',
  saveError: 'Could not save the destinations',
  previewTitle: 'Who goes where',
  country: 'Country',
  loadError: 'Could not load the destinations.',
  productDefault: 'default link',
};

export const DESTINATION_STRINGS = localized({ pt, en });
