/** The SEO screen's preview a page at a time (decision 083): the pager under it, in both interface languages. */
import { localized } from '../../lib/i18n.ts';

const pt = {
  pagination: 'Páginas da prévia do sitemap',
  previous: 'Anterior',
  next: 'Próxima',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  pageLead: (size: number) => `A prévia mostra ${size} artigos por página; o download traz o sitemap inteiro.`,
};

const en: typeof pt = {
  pagination: 'Sitemap preview pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pageLead: (size: number) => `The preview shows ${size} articles a page; the download holds the whole sitemap.`,
};

export const SEO_PREVIEW_PAGE_STRINGS = localized({ pt, en });
