/** Mails an invitation link when SMTP is configured (SMTP_URL); otherwise the administrator passes the link on. */
import nodemailer from 'nodemailer';
import type { Env } from '../../env.ts';

export type InviteMailer = ((mail: { to: string; link: string; role: string }) => Promise<void>) | null;

export function createInviteMailer(env: Pick<Env, 'SMTP_URL' | 'CONTACT_FROM'>): InviteMailer {
  if (!env.SMTP_URL) return null;
  const url = new URL(env.SMTP_URL);
  for (const [key, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  return async ({ to, link, role }) => {
    await transport.sendMail({
      from: env.CONTACT_FROM,
      to,
      subject: 'Convite para a equipe Bem Viver / Invitation to the Bem Viver team',
      text: [
        `Você foi convidado(a) para o painel do Bem Viver como ${role}. Defina sua senha em até 7 dias:`,
        link,
        '',
        `You have been invited to the Bem Viver back office as ${role}. Set your password within 7 days:`,
        link,
      ].join('\n'),
    });
  };
}
