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
  how: [
    'Baixe o sitemap.xml com o botão acima.',
    'Envie o arquivo para a pasta public do site (ele fica disponível em /sitemap.xml).',
    'Envie o endereço do sitemap ao Google Search Console (e ao Bing Webmaster Tools), em “Sitemaps”.',
    'Gere de novo sempre que publicar ou remover artigos.',
  ],
} as const;
