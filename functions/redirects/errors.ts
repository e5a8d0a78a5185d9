/** The redirects' refusals, each with its status and a message in both languages that says what to do. */
import { ApiError } from '../lib/errors.ts';
import type { RedirectRefusal } from './rules.ts';

export function refusalError(refusal: RedirectRefusal): ApiError {
  switch (refusal.code) {
    case 'redirect_to_itself':
      return new ApiError(400, refusal.code, {
        en: 'A redirect cannot lead to its own path: choose a different destination.',
        pt: 'Um redirecionamento não pode levar ao próprio caminho: escolha outro destino.',
      });
    case 'redirect_reserved_path':
      return new ApiError(400, refusal.code, {
        en: 'This path belongs to the site itself and cannot be redirected: the home pages (/ and /pt), robots.txt, the sitemaps, the RSS feeds, the favicon, /api, /admin, /media, /go, /sample and the previews. Choose another path.',
        pt: 'Este caminho pertence ao próprio site e não pode ser redirecionado: as páginas iniciais (/ e /pt), robots.txt, os sitemaps, os feeds RSS, o favicon, /api, /admin, /media, /go, /sample e as pré-visualizações. Escolha outro caminho.',
      });
    case 'redirect_loop':
      return new ApiError(400, refusal.code, {
        en: `This would make a loop: ${refusal.to} already redirects to ${refusal.from}. Remove that redirect first.`,
        pt: `Isto criaria um ciclo: ${refusal.to} já redireciona para ${refusal.from}. Remova esse redirecionamento primeiro.`,
      });
    case 'redirect_chain_target':
      return new ApiError(400, refusal.code, {
        en: `${refusal.to} already redirects to ${refusal.next}, which would make a chain: point this redirect straight at ${refusal.next}.`,
        pt: `${refusal.to} já redireciona para ${refusal.next}, o que criaria uma cadeia: aponte este redirecionamento direto para ${refusal.next}.`,
      });
    case 'redirect_chain_source':
      return new ApiError(400, refusal.code, {
        en: `${refusal.previous} already redirects to ${refusal.from}, which would make a chain. Remove that redirect first, or point it at ${refusal.to}.`,
        pt: `${refusal.previous} já redireciona para ${refusal.from}, o que criaria uma cadeia. Remova esse redirecionamento primeiro ou aponte-o para ${refusal.to}.`,
      });
    case 'redirect_exists':
      return new ApiError(409, refusal.code, {
        en: `${refusal.from} already redirects to ${refusal.current}. Remove that redirect first to change it.`,
        pt: `${refusal.from} já redireciona para ${refusal.current}. Remova esse redirecionamento primeiro para alterá-lo.`,
      });
  }
}

export function articlePageError(from: string): ApiError {
  return new ApiError(409, 'redirect_article_page', {
    en: `${from} is the page of a published article. To move it, change the article's slug in its editor: the redirect is then made for you.`,
    pt: `${from} é a página de um artigo publicado. Para movê-la, altere o slug do artigo no editor: o redirecionamento é criado automaticamente.`,
  });
}

export function redirectNotFound(): ApiError {
  return new ApiError(404, 'redirect_not_found', {
    en: 'This redirect does not exist (it may have been removed already).',
    pt: 'Este redirecionamento não existe (pode já ter sido removido).',
  });
}
