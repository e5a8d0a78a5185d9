/**
 * The article list's pages (decision 083): the pager under the list and the count above it, in
 * both interface languages. A total past the server's count cap is "more than".
 */
import { localized } from '../../lib/i18n.ts';
import { formatNumber } from '../../lib/format.ts';

const pt = {
  pagination: 'Páginas da lista de artigos',
  previous: 'Anterior',
  next: 'Próxima',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  pageOfMore: (page: number, pages: number) => `Página ${page} de mais de ${pages}`,
  total: (n: number, exact: boolean) =>
    exact ? (n === 1 ? '1 artigo' : `${formatNumber(n)} artigos`) : `Mais de ${formatNumber(n)} artigos`,
  showing: (from: number, to: number) => `${formatNumber(from)}–${formatNumber(to)}`,
};

const en: typeof pt = {
  pagination: 'Article list pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pageOfMore: (page: number, pages: number) => `Page ${page} of more than ${pages}`,
  total: (n: number, exact: boolean) =>
    exact ? (n === 1 ? '1 article' : `${formatNumber(n)} articles`) : `More than ${formatNumber(n)} articles`,
  showing: (from: number, to: number) => `${formatNumber(from)}–${formatNumber(to)}`,
};

export const ARTICLE_PAGE_STRINGS = localized({ pt, en });
