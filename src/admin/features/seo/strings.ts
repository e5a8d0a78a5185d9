/** The SEO screen's texts. */
import { localized } from '../../lib/i18n.ts';

const pt = {
  title: 'SEO',
  lead: 'Gere o sitemap.xml do site a partir dos artigos publicados, confira e baixe o arquivo.',
  liveSitemap: 'O site já publica um /sitemap.xml sempre atualizado, com as duas línguas:',
  newTab: 'abre em nova aba',
  generate: 'Gerar Preview',
  generating: 'Gerando...',
  download: 'Baixar Sitemap.xml',
  downloading: 'Baixando...',
  previewTitle: 'Preview do sitemap.xml',
  previewEmpty: 'Clique em “Gerar Preview” para ver o sitemap com os artigos publicados agora.',
  summary: (urls: number, articles: number) =>
    `${urls} URLs: ${urls - articles} páginas fixas e ${articles === 1 ? '1 artigo publicado' : `${articles} artigos publicados`}.`,
  generated: 'Sitemap gerado!',
  downloaded: 'Sitemap baixado!',
  downloadedText: 'Arquivo sitemap.xml salvo na pasta de downloads.',
  generateError: 'Erro ao gerar sitemap',
  downloadError: 'Erro ao baixar sitemap',
  howTitle: 'Como usar o arquivo',
  // The site serves its own /sitemap.xml, kept current on every publish: nothing to upload.
  how: [
    'Não é preciso enviar arquivo nenhum: o site serve o /sitemap.xml sozinho e o atualiza a cada publicação.',
    'Envie o endereço do sitemap (/sitemap.xml) ao Google Search Console (e ao Bing Webmaster Tools), em “Sitemaps”.',
    'O arquivo baixado aqui é uma cópia para conferir o que está publicado ou para usar em outra ferramenta.',
  ],
};

const en: typeof pt = {
  title: 'SEO',
  lead: 'Build the site’s sitemap.xml from the published articles, check it and download the file.',
  liveSitemap: 'The site already serves an always up-to-date /sitemap.xml, with both languages:',
  newTab: 'opens in a new tab',
  generate: 'Build preview',
  generating: 'Building...',
  download: 'Download sitemap.xml',
  downloading: 'Downloading...',
  previewTitle: 'sitemap.xml preview',
  previewEmpty: 'Click “Build preview” to see the sitemap with the articles published right now.',
  summary: (urls: number, articles: number) =>
    `${urls} URLs: ${urls - articles} fixed pages and ${articles === 1 ? '1 published article' : `${articles} published articles`}.`,
  generated: 'Sitemap built!',
  downloaded: 'Sitemap downloaded!',
  downloadedText: 'The sitemap.xml file was saved to your downloads folder.',
  generateError: 'Could not build the sitemap',
  downloadError: 'Could not download the sitemap',
  howTitle: 'How to use the file',
  how: [
    'There is nothing to upload: the site serves /sitemap.xml itself and updates it on every publication.',
    'Submit the sitemap’s address (/sitemap.xml) to Google Search Console (and Bing Webmaster Tools), under “Sitemaps”.',
    'The file downloaded here is a copy, to check what is published or to use in another tool.',
  ],
};

export const SEO_STRINGS = localized({ pt, en });
