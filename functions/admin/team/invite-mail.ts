/** The invitation mail, in both languages; the team routes send it through the one mailer when SMTP is configured. */
import type { MailMessage } from '../../mail/mailer.ts';

/** `siteName` is the site's name in each language (Configurações). */
export function invitationMail({
  to,
  link,
  role,
  siteName,
}: {
  to: string;
  link: string;
  role: string;
  siteName: { en: string; pt: string };
}): MailMessage {
  return {
    to,
    subject: `Convite para a equipe ${siteName.pt} / Invitation to the ${siteName.en} team`,
    text: [
      `Você foi convidado(a) para o painel de ${siteName.pt} como ${role}. Defina sua senha em até 7 dias:`,
      link,
      '',
      `You have been invited to the ${siteName.en} back office as ${role}. Set your password within 7 days:`,
      link,
    ].join('\n'),
  };
}
