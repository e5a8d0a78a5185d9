/**
 * The site's category names in the back office's language: an English-speaking editor reads
 * "Personal Growth" where the Portuguese interface says "Desenvolvimento Pessoal". Read at
 * render time, so a change of language shows at once.
 */
import { CATEGORY_LABELS, type CategoryKey } from '../../lib/categories.ts';
import { $adminLocale } from './i18n.ts';

export const categoryLabel = (key: CategoryKey): string => CATEGORY_LABELS[$adminLocale.get()][key];
