/** The SEO screen's texts about the live sitemap's parts (docs/decisions/051). */
import { localized } from '../../lib/i18n.ts';

const pt = {
  partsTitle: 'Arquivos do /sitemap.xml publicado',
  partsLead: (parts: number) =>
    `O /sitemap.xml do site é um índice de ${parts === 1 ? '1 arquivo' : `${parts} arquivos`}, cada um com menos de 50.000 endereços: os buscadores leem o índice e seguem os arquivos.`,
  pagesPart: 'Páginas fixas, nas duas línguas',
  articlesPart: 'Artigos',
  urls: (count: string) => `${count} URLs`,
};
const en: typeof pt = {
  partsTitle: 'Files of the published /sitemap.xml',
  partsLead: (parts: number) =>
    `The site's /sitemap.xml is an index of ${parts === 1 ? '1 file' : `${parts} files`}, each with fewer than 50,000 addresses: search engines read the index and follow the files.`,
  pagesPart: 'Fixed pages, in both languages',
  articlesPart: 'Articles',
  urls: (count: string) => `${count} URLs`,
};
export const SEO_PARTS_STRINGS = localized({ pt, en });
