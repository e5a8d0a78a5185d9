/** The mail a contact message becomes: to CONTACT_TO, from CONTACT_FROM (else the site's sender), answerable to the visitor. */
import type { MailMessage } from '../mail/mailer.ts';

export interface ContactMail {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** `siteName` is the site's name (Configurações) in the message's language: the subject says which site the message came through. */
export function contactMail(mail: ContactMail, { to, from }: { to: string; from?: string }, siteName: string): MailMessage {
  return {
    from,
    to,
    replyTo: { name: mail.name, address: mail.email },
    subject: `[${siteName} · Contato] ${mail.subject}`,
    text: `${mail.message}\n\n— ${mail.name} <${mail.email}>`,
  };
}
