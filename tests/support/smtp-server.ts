/** A real SMTP server on a loopback port that keeps every message it receives. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * `reject` refuses every message after DATA (a 450, temporary); `refuseRecipients` answers
 * RCPT TO for the listed addresses with the given reply code (550 permanent, 452 temporary);
 * `onMessage` sees each accepted message as it arrives (to check the state of things then).
 */
export async function startSmtpServer(
  options: {
    reject?: boolean;
    refuseRecipients?: Record<string, number>;
    onMessage?: (mail: ReceivedMail) => void;
    /** Awaited before a message is accepted: holds the sender's DATA reply (messages in flight at once). */
    beforeAccept?: (mail: ReceivedMail) => Promise<void>;
    /** False: messages are not kept in `received` (a benchmark's sink of thousands counts them in onMessage). */
    keep?: boolean;
  } = {},
) {
  const received: ReceivedMail[] = [];
  let open = 0;
  const server = new SMTPServer({
    onConnect(_session, callback) {
      open++;
      callback();
    },
    onClose() {
      open--;
    },
    authOptional: true,
    // No reverse DNS of 127.0.0.1 per connection: on a machine without a resolver it costs a timeout each.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = options.refuseRecipients?.[address.address];
      if (code === undefined) return callback();
      callback(Object.assign(new Error(`mailbox ${address.address} refused`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (options.reject) return callback(new Error('mailbox unavailable'));
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (options.beforeAccept) await options.beforeAccept(mail);
        if (options.keep !== false) received.push(mail);
        options.onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Client connections open now (the mailer pools its own). */
    openConnections: () => open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
