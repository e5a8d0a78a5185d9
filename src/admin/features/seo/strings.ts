/** The SEO screen's texts. */
export const SEO_STRINGS = {
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
} as const;
