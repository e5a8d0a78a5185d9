/** The affiliate links screen's texts. */
export const AFFILIATE_STRINGS = {
  title: 'Links de afiliado',
  lead: 'Preços antigos e links quebrados dos produtos relacionados.',
  pricesTitle: 'Preços desatualizados',
  pricesLead: (days: number) => `Preços verificados há mais de ${days} dias não aparecem no site até serem confirmados ou alterados no artigo.`,
  pricesEmpty: 'Todos os preços estão em dia.',
  pricesError: 'Não foi possível carregar os preços.',
  retry: 'Tentar novamente',
  checkedOn: (date: string) => `Verificado em ${date}`,
  confirm: (name: string) => `Confirmar preço de “${name}”`,
  confirmShort: 'Confirmar preço',
  confirmed: 'Preço confirmado',
  confirmedText: 'O preço volta a aparecer no site após a publicação.',
  confirmError: 'Não foi possível confirmar o preço',
  editArticle: (title: string) => `Editar “${title}”`,
  draft: 'Rascunho',
} as const;
