/** The Backups screen's sidebar label (the layout may not import a feature's own strings). */
import { localized } from './i18n.ts';

const pt = { nav: 'Backups' };
const en: typeof pt = { nav: 'Backups' };
export const BACKUP_NAV_STRINGS = localized({ pt, en });
