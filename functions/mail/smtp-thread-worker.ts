/**
 * The mailer's SMTP thread (docs/decisions/094): nodemailer's pooled transport lives here, so
 * building each message's MIME, signing it with DKIM and speaking SMTP on its sockets happen off
 * the server's main thread, at a lowered CPU priority (nice 10 on Linux, as the page writer does
 * during a publish: decision 091): a page request on the main thread takes the CPU from a
 * newsletter send at once. mailer.ts posts each message's nodemailer options and gets back its
 * Message-ID or the SMTP failure's fields (mail-error.ts tells them apart on the main thread).
 * Imports node: modules and nodemailer only: it runs as plain TypeScript, types stripped.
 */
import { setPriority } from 'node:os';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';

export interface SmtpThreadData {
  transport: SMTPPool.Options;
  /** The DKIM key and names (the key is read once, not posted with every message). */
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
  /** This thread's nice value on Linux (0: the server's priority). */
  nice: number;
}

export interface SmtpThreadJob {
  id: number;
  mail: Mail.Options;
  /** The header fields the DKIM signature covers (every custom header of the message among them). */
  signedFields: string;
}

export type SmtpThreadAnswer =
  { id: number; messageId: string; threadId: number } | { id: number; failure: { message: string; code?: string; responseCode?: number } };

const data = workerData as SmtpThreadData;

// Linux only: process id 0 is the calling thread there (elsewhere it would be the whole server).
// Lowering needs no privilege; a refusal leaves the thread at the server's priority.
if (process.platform === 'linux' && data.nice > 0) {
  try {
    setPriority(0, Math.min(19, data.nice));
  } catch {
    // Not allowed here: the sending still works, at the server's priority.
  }
}

const transport = nodemailer.createTransport(data.transport);

parentPort!.on('message', (job: SmtpThreadJob) => {
  const dkim = data.dkim ? { ...data.dkim, headerFieldNames: job.signedFields } : undefined;
  transport.sendMail({ ...job.mail, dkim }).then(
    (info) => parentPort!.postMessage({ id: job.id, messageId: String(info.messageId), threadId } satisfies SmtpThreadAnswer),
    (error: unknown) => {
      const failure = (typeof error === 'object' && error !== null ? error : {}) as {
        message?: unknown;
        code?: unknown;
        responseCode?: unknown;
      };
      parentPort!.postMessage({
        id: job.id,
        failure: {
          message: typeof failure.message === 'string' ? failure.message : String(error),
          code: typeof failure.code === 'string' ? failure.code : undefined,
          responseCode: typeof failure.responseCode === 'number' ? failure.responseCode : undefined,
        },
      } satisfies SmtpThreadAnswer);
    },
  );
});
