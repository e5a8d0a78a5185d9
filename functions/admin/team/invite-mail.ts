/**
 * The mails a member receives from the team routes, each in one language: the invitation in
 * the language the inviter chose (their own by default), the two-step reset notice in the
 * member's interface language (Portuguese until they choose). `siteName` is the site's name in
 * that language (Configurações). Sent through the one mailer when SMTP is configured.
 */
import type { MailMessage } from '../../mail/mailer.ts';
import type { TeamRole } from '../../db/schema.ts';
import type { Locale } from '../../lib/locale.ts';

const ROLE_NAMES: Record<Locale, Record<TeamRole, string>> = {
  pt: { admin: 'administrador(a)', editor: 'editor(a)', author: 'autor(a)' },
  en: { admin: 'an administrator', editor: 'an editor', author: 'an author' },
};

export function invitationMail({
  to,
  link,
  role,
  language,
  siteName,
}: {
  to: string;
  link: string;
  role: TeamRole;
  language: Locale;
  siteName: string;
}): MailMessage {
  const roleName = ROLE_NAMES[language][role];
  if (language === 'en') {
    return {
      to,
      subject: `Invitation to the ${siteName} team`,
      text: [
        `You have been invited to the ${siteName} back office as ${roleName}. Set your password within 7 days:`,
        link,
        '',
        'If you were not expecting this invitation, you can ignore this message.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Convite para a equipe ${siteName}`,
    text: [
      `Você foi convidado(a) para o painel de ${siteName} como ${roleName}. Defina sua senha em até 7 dias:`,
      link,
      '',
      'Se você não esperava este convite, pode ignorar esta mensagem.',
    ].join('\n'),
  };
}

export function twoFactorResetMail({
  to,
  language,
  siteUrl,
  siteName,
}: {
  to: string;
  language: Locale;
  siteUrl: string;
  siteName: string;
}): MailMessage {
  const account = `${new URL(siteUrl).origin}/admin/conta`;
  if (language === 'en') {
    return {
      to,
      subject: 'Your two-step sign-in was reset',
      text: [
        `An administrator turned off two-step sign-in on your ${siteName} account, and signed you out everywhere.`,
        'Sign in with your password and set it up again in My account:',
        account,
        '',
        'If you did not ask for this, tell an administrator at once.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Sua verificação em duas etapas foi redefinida',
    text: [
      `Um administrador desativou a verificação em duas etapas da sua conta em ${siteName} e encerrou todas as suas sessões.`,
      'Entre com sua senha e ative-a de novo em Minha conta:',
      account,
      '',
      'Se você não pediu isso, avise um administrador imediatamente.',
    ].join('\n'),
  };
}
