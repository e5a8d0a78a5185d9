/**
 * Each category's colours as whole Tailwind class names (Tailwind only sees complete names),
 * built on the --color-cat-* tokens of global.css.
 */
import type { CategoryKey } from '../../lib/categories.ts';

export const CATEGORY_TONE: Record<CategoryKey, { badge: string; icon: string; text: string }> = {
  saude: { badge: 'bg-cat-saude-soft text-cat-saude', icon: 'bg-cat-saude text-white', text: 'text-cat-saude' },
  dinheiro: { badge: 'bg-cat-dinheiro-soft text-cat-dinheiro', icon: 'bg-cat-dinheiro text-white', text: 'text-cat-dinheiro' },
  relacionamentos: {
    badge: 'bg-cat-relacionamentos-soft text-cat-relacionamentos',
    icon: 'bg-cat-relacionamentos text-white',
    text: 'text-cat-relacionamentos',
  },
  tecnologia: { badge: 'bg-cat-tecnologia-soft text-cat-tecnologia', icon: 'bg-cat-tecnologia text-white', text: 'text-cat-tecnologia' },
  desenvolvimento: {
    badge: 'bg-cat-desenvolvimento-soft text-cat-desenvolvimento',
    icon: 'bg-cat-desenvolvimento text-white',
    text: 'text-cat-desenvolvimento',
  },
  consumo: { badge: 'bg-cat-consumo-soft text-cat-consumo', icon: 'bg-cat-consumo text-white', text: 'text-cat-consumo' },
  educacao: { badge: 'bg-cat-educacao-soft text-cat-educacao', icon: 'bg-cat-educacao text-white', text: 'text-cat-educacao' },
  culinaria: { badge: 'bg-cat-culinaria-soft text-cat-culinaria', icon: 'bg-cat-culinaria text-white', text: 'text-cat-culinaria' },
};
