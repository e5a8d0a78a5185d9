/** Texts of the sends added after the screen was made (the rest live in strings.ts). */
import { localized } from '../../lib/i18n.ts';

const pt = {
  awaitingLive: 'aguardando a página no ar',
};
const en: typeof pt = {
  awaitingLive: 'waiting for the page to go live',
};
export const SEND_STATUS_STRINGS = localized({ pt, en });
