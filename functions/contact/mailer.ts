/** Sends contact messages by SMTP (SMTP_URL) with nodemailer; without it, messages are only stored. */
import nodemailer from 'nodemailer';

export interface ContactMail {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactMailer = ((mail: ContactMail) => Promise<void>) | null;

export function createContactMailer(options: { smtpUrl?: string; to?: string; from: string }): ContactMailer {
  if (!options.smtpUrl || !options.to) return null;
  const url = new URL(options.smtpUrl);
  // Timeouts in the URL's query, which nodemailer reads as transport options.
  for (const [key, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  const transport = nodemailer.createTransport(url.toString());
  const to = options.to;
  return async (mail) => {
    await transport.sendMail({
      from: options.from,
      to,
      replyTo: { name: mail.name, address: mail.email },
      subject: `[Contato] ${mail.subject}`,
      text: `${mail.message}\n\n— ${mail.name} <${mail.email}>`,
    });
  };
}
