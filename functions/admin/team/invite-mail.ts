/** The invitation mail, in both languages; the team routes send it through the one mailer when SMTP is configured. */
import type { MailMessage } from '../../mail/mailer.ts';

export function invitationMail({ to, link, role }: { to: string; link: string; role: string }): MailMessage {
  return {
    to,
    subject: 'Convite para a equipe Bem Viver / Invitation to the Bem Viver team',
    text: [
      `Você foi convidado(a) para o painel do Bem Viver como ${role}. Defina sua senha em até 7 dias:`,
      link,
      '',
      `You have been invited to the Bem Viver back office as ${role}. Set your password within 7 days:`,
      link,
    ].join('\n'),
  };
}
