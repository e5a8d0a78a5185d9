/** The dashboard's count of out-of-date translations (issue 30), in both interface languages. */
import { localized } from '../../lib/i18n.ts';

const pt = {
  title: 'Traduções desatualizadas',
  count: (n: number): string => (n === 1 ? '1 tradução com o original alterado' : `${n} traduções com o original alterado`),
};

const en: typeof pt = {
  title: 'Out-of-date translations',
  count: (n: number): string => (n === 1 ? '1 translation whose original changed' : `${n} translations whose original changed`),
};

export const DASHBOARD_FRESHNESS_STRINGS = localized({ pt, en });
