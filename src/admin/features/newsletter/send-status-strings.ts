/** Texts of the sends added after the screen was made (the rest live in strings.ts). */
import { localized } from '../../lib/i18n.ts';

const pt = {
  awaitingLive: 'aguardando a página no ar',
  stalledTitle: (n: number) =>
    n === 1 ? 'Um envio aguarda uma página que não está no ar' : `${n} envios aguardam páginas que não estão no ar`,
  stalledLead:
    'Nenhuma compilação do site pôs a página do artigo no ar. Veja o estado do site no Painel: uma compilação que falha segura o envio.',
  stalledRow: (failsAt: string) => `A página não está no ar. Se continuar assim, o envio falha em ${failsAt}, sem enviar nada.`,
  pageNotLive: 'Falhou: a página do artigo não entrou no ar a tempo; nada foi enviado.',
};
const en: typeof pt = {
  awaitingLive: 'waiting for the page to go live',
  stalledTitle: (n: number) => (n === 1 ? 'A send waits for a page that is not live' : `${n} sends wait for pages that are not live`),
  stalledLead: 'No site build has put the article’s page live. See the site’s state on the Dashboard: a failing build holds the send.',
  stalledRow: (failsAt: string) => `The page is not live. If it stays so, the send fails at ${failsAt}, with nothing sent.`,
  pageNotLive: 'Failed: the article’s page did not go live in time; nothing was sent.',
};
export const SEND_STATUS_STRINGS = localized({ pt, en });
