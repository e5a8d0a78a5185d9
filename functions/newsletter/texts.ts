/** Every text a subscriber reads (e-mails and pages), in the subscriber's language. */
import type { Locale } from '../lib/locale.ts';

export const NEWSLETTER_TEXTS = {
  en: {
    confirmSubject: 'Confirm your subscription',
    confirmIntro: (newsletter: string) => `Someone, hopefully you, asked to receive "${newsletter}" at this address.`,
    confirmAction: 'Confirm the subscription',
    confirmIgnore: 'If it was not you, ignore this message: without a confirmation within 7 days the address is forgotten.',
    confirmPageTitle: 'Confirm your subscription',
    confirmPageBody: (newsletter: string) => `Press the button to start receiving "${newsletter}".`,
    confirmedTitle: 'Subscription confirmed',
    confirmedBody: (newsletter: string) => `You will receive "${newsletter}" when a new article is published.`,
    invalidTitle: 'This link does not work',
    invalidBody:
      'The link is incomplete, was changed or has expired. Nothing was changed. Use the latest link you received, or sign up again.',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeBody: (newsletter: string) => `Press the button to stop receiving "${newsletter}".`,
    unsubscribeAction: 'Unsubscribe',
    unsubscribedTitle: 'You are unsubscribed',
    unsubscribedBody: (newsletter: string) => `You will no longer receive "${newsletter}".`,
    preferencesTitle: 'Your newsletters',
    preferencesNone: 'You receive no newsletter from this site.',
    leave: 'Leave',
    leaveAll: 'Leave every newsletter',
    statusActive: 'subscribed',
    statusPending: 'waiting for confirmation',
    readArticle: 'Read the article',
    footerWhy: (site: string) => `You receive this because you subscribed at ${site}.`,
    footerUnsubscribe: 'Unsubscribe',
    footerPreferences: 'Manage your subscriptions',
    affiliate: 'Affiliate links: we may earn a commission at no extra cost to you, and half of it goes to charity.',
    testPrefix: '[Test] ',
    checkInboxTitle: 'Check your inbox',
    checkInboxBody:
      'If the address can receive our e-mail, a message with a confirmation link is on its way. The subscription starts only when you press that link; it works for 7 days.',
    signUpFailedTitle: 'The sign-up did not go through',
    backToSite: 'Back to the site',
  },
  pt: {
    confirmSubject: 'Confirme a sua inscrição',
    confirmIntro: (newsletter: string) => `Alguém, esperamos que você, pediu para receber "${newsletter}" neste endereço.`,
    confirmAction: 'Confirmar a inscrição',
    confirmIgnore: 'Se não foi você, ignore esta mensagem: sem confirmação em 7 dias o endereço é esquecido.',
    confirmPageTitle: 'Confirme a sua inscrição',
    confirmPageBody: (newsletter: string) => `Aperte o botão para começar a receber "${newsletter}".`,
    confirmedTitle: 'Inscrição confirmada',
    confirmedBody: (newsletter: string) => `Você receberá "${newsletter}" quando um novo artigo for publicado.`,
    invalidTitle: 'Este link não funciona',
    invalidBody:
      'O link está incompleto, foi alterado ou expirou. Nada foi alterado. Use o último link que você recebeu, ou inscreva-se de novo.',
    unsubscribeTitle: 'Cancelar a inscrição',
    unsubscribeBody: (newsletter: string) => `Aperte o botão para deixar de receber "${newsletter}".`,
    unsubscribeAction: 'Cancelar a inscrição',
    unsubscribedTitle: 'Inscrição cancelada',
    unsubscribedBody: (newsletter: string) => `Você não receberá mais "${newsletter}".`,
    preferencesTitle: 'As suas newsletters',
    preferencesNone: 'Você não recebe nenhuma newsletter deste site.',
    leave: 'Sair',
    leaveAll: 'Sair de todas as newsletters',
    statusActive: 'inscrito',
    statusPending: 'aguardando confirmação',
    readArticle: 'Ler o artigo',
    footerWhy: (site: string) => `Você recebe esta mensagem porque se inscreveu em ${site}.`,
    footerUnsubscribe: 'Cancelar a inscrição',
    footerPreferences: 'Gerenciar as suas inscrições',
    affiliate: 'Links de afiliado: podemos receber uma comissão sem custo extra para você, e metade dela vai para a caridade.',
    testPrefix: '[Teste] ',
    checkInboxTitle: 'Confira a sua caixa de entrada',
    checkInboxBody:
      'Se o endereço puder receber os nossos e-mails, uma mensagem com um link de confirmação está a caminho. A inscrição só começa quando você abrir esse link; ele vale por 7 dias.',
    signUpFailedTitle: 'A inscrição não foi feita',
    backToSite: 'Voltar para o site',
  },
} as const satisfies Record<Locale, Record<string, unknown>>;

export type NewsletterTexts = (typeof NEWSLETTER_TEXTS)[Locale];

export const textsFor = (locale: Locale): NewsletterTexts => NEWSLETTER_TEXTS[locale];

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}
