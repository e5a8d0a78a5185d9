/** The subscribers list's page navigation (the shared Pager, docs/decisions/076). */
import { localized } from '../../lib/i18n.ts';

const pt = {
  label: 'Páginas de inscritos',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
};

const en: typeof pt = {
  label: 'Subscriber pages',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

export const SUBSCRIBER_PAGES_STRINGS = localized({ pt, en });
