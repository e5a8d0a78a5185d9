/**
 * Hands the mailer's messages to its SMTP thread (smtp-thread-worker.ts, docs/decisions/094) and
 * settles each send with the thread's answer. The thread starts with the first message and stays
 * (its pooled connections with it) until close(); it keeps the process alive only while a message
 * is in its hands. A thread that dies (or is closed) fails the messages it held as temporary
 * MailErrors: a newsletter send leaves their rows pending and its job tries them again later,
 * like any 4xx; the next message starts a new thread.
 */
import { Worker } from 'node:worker_threads';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { MailError, mailErrorOf } from './mail-error.ts';
import type { SmtpThreadAnswer, SmtpThreadData, SmtpThreadJob } from './smtp-thread-worker.ts';

/** The SMTP thread's heap limits, MB (young generation's semi-space, old generation). */
const SMTP_THREAD_YOUNG_MB = 4;
const SMTP_THREAD_OLD_MB = 48;

/** What a sent message answers (mailer.ts's MailSent). */
interface ThreadSent {
  messageId: string;
  /** The SMTP thread's id (the main thread's is 0). */
  threadId: number;
}

interface Pending {
  resolve(sent: ThreadSent): void;
  reject(error: MailError): void;
}

export class SmtpThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly data: SmtpThreadData) {}

  /** Sends `mail` (nodemailer's options) on the thread; `signedFields` are the DKIM signature's header fields. */
  send(mail: Mail.Options, signedFields: string): Promise<ThreadSent> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<ThreadSent>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, mail, signedFields } satisfies SmtpThreadJob);
    });
  }

  /** Ends the thread and its SMTP connections; messages in its hands fail (temporary). */
  close(): void {
    const worker = this.worker;
    if (!worker) return;
    this.stopped(worker, new MailError('the mailer was closed before the SMTP server answered', false, undefined));
    void worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./smtp-thread-worker.ts', import.meta.url), {
      name: 'smtp',
      workerData: this.data,
      // The thread holds a pool's connections and the messages in flight, a few MB. Without a
      // limit V8 let its heap grow with a send's garbage (RSS +168 MB during a quiet send of
      // 10,000, against +3 MB when nodemailer ran on the main thread). A thread that outgrows
      // these dies like any other: its messages fail as temporary and the next starts a new one.
      resourceLimits: { maxYoungGenerationSizeMb: SMTP_THREAD_YOUNG_MB, maxOldGenerationSizeMb: SMTP_THREAD_OLD_MB },
    });
    worker.unref();
    worker.on('message', (answer: SmtpThreadAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if ('failure' in answer) pending.reject(mailErrorOf(answer.failure));
      else pending.resolve({ messageId: answer.messageId, threadId: answer.threadId });
    });
    worker.on('error', (error) =>
      this.stopped(worker, new MailError(`the SMTP thread failed: ${error.message}`, false, undefined, { cause: error })),
    );
    worker.on('exit', (code) => this.stopped(worker, new MailError(`the SMTP thread stopped (exit code ${code})`, false, undefined)));
    this.worker = worker;
    return worker;
  }

  /** The thread is gone: whatever it held fails, and the next message starts a new one. */
  private stopped(worker: Worker, error: MailError): void {
    if (this.worker !== worker) return;
    this.worker = null;
    const held = [...this.pending.values()];
    this.pending.clear();
    for (const pending of held) pending.reject(error);
  }
}
