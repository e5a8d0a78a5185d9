/** The dashboard's line about newsletter sends held by the site's build (docs/decisions/075), in both interface languages. */
import { localized } from '../../lib/i18n.ts';

const pt = {
  stalledSends: (n: number): string =>
    n === 1
      ? '1 envio de newsletter aguarda uma página que nenhuma publicação pôs no ar'
      : `${n} envios de newsletter aguardam páginas que nenhuma publicação pôs no ar`,
  stalledHint: 'Nada foi enviado. Sem uma publicação bem-sucedida, o envio falha 24 horas depois do artigo publicado.',
  openNewsletter: 'Ver os envios',
};

const en: typeof pt = {
  stalledSends: (n: number): string =>
    n === 1
      ? '1 newsletter send waits for a page no publication has put live'
      : `${n} newsletter sends wait for pages no publication has put live`,
  stalledHint: 'Nothing was sent. Without a successful publication, the send fails 24 hours after the article was published.',
  openNewsletter: 'See the sends',
};

export const DASHBOARD_NEWSLETTER_STRINGS = localized({ pt, en });
