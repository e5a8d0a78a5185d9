/** The eight article categories. Keys are the data model's values; labels are per locale. */
export const CATEGORY_KEYS = [
  'saude',
  'dinheiro',
  'relacionamentos',
  'tecnologia',
  'desenvolvimento',
  'consumo',
  'educacao',
  'culinaria',
] as const;

export type CategoryKey = (typeof CATEGORY_KEYS)[number];

export const CATEGORY_LABELS: Record<'en' | 'pt', Record<CategoryKey, string>> = {
  en: {
    saude: 'Health & Weight Loss',
    dinheiro: 'Money & Extra Income',
    relacionamentos: 'Relationships',
    tecnologia: 'Technology & Tools',
    desenvolvimento: 'Personal Development',
    consumo: 'Consumer & E-commerce',
    educacao: 'Education & Career',
    culinaria: 'Cooking',
  },
  pt: {
    saude: 'Saúde & Emagrecimento',
    dinheiro: 'Dinheiro & Renda Extra',
    relacionamentos: 'Relacionamentos',
    tecnologia: 'Tecnologia & Ferramentas',
    desenvolvimento: 'Desenvolvimento Pessoal',
    consumo: 'Consumo & E-commerce',
    educacao: 'Educação & Carreira',
    culinaria: 'Culinária',
  },
};

export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && (CATEGORY_KEYS as readonly string[]).includes(value);
}
