/**
 * Texts added by issue 29's remainder: stores created and deleted on screen, and broken
 * destinations per store. Both languages.
 */
import { localized } from '../../lib/i18n.ts';

const pt = {
  // Stores: create and delete.
  addTitle: 'Nova loja',
  domain: 'Domínio (ex.: amazon.com.mx)',
  trackingIdOptional: 'ID de rastreamento do site (opcional)',
  disclosurePt: 'Aviso de afiliado em português',
  disclosureEn: 'Aviso de afiliado em inglês',
  add: 'Cadastrar loja',
  added: (domain: string) => `Loja ${domain} cadastrada`,
  addError: 'Não foi possível cadastrar a loja',
  remove: (domain: string) => `Excluir ${domain}`,
  removeShort: 'Excluir',
  confirmTitle: (domain: string) => `Excluir a loja ${domain}?`,
  confirmText: 'A loja deixa de ser destino. Não é possível excluir uma loja que o mapa de países ou um produto ainda usa.',
  confirmRemove: 'Excluir loja',
  removing: 'Excluindo…',
  cancel: 'Cancelar',
  removed: (domain: string) => `Loja ${domain} excluída`,
  removeError: 'Não foi possível excluir a loja',
  disclosure: 'Aviso de afiliado',
  // Broken links.
  products: 'Produtos',
  viaStore: (store: string) => `destino em ${store}`,
  defaultLink: 'link padrão',
};

const en: typeof pt = {
  addTitle: 'New store',
  domain: 'Domain (e.g. amazon.com.mx)',
  trackingIdOptional: "The site's tracking ID (optional)",
  disclosurePt: 'Affiliate disclosure in Portuguese',
  disclosureEn: 'Affiliate disclosure in English',
  add: 'Add store',
  added: (domain: string) => `Store ${domain} added`,
  addError: 'Could not add the store',
  remove: (domain: string) => `Delete ${domain}`,
  removeShort: 'Delete',
  confirmTitle: (domain: string) => `Delete the store ${domain}?`,
  confirmText: 'The store stops being a destination. A store the country map or a product still uses cannot be deleted.',
  confirmRemove: 'Delete store',
  removing: 'Deleting…',
  cancel: 'Cancel',
  removed: (domain: string) => `Store ${domain} deleted`,
  removeError: 'Could not delete the store',
  disclosure: 'Affiliate disclosure',
  products: 'Products',
  viaStore: (store: string) => `destination at ${store}`,
  defaultLink: 'default link',
};

export const STORE_STRINGS = localized({ pt, en });
