/**
 * The newsletter benchmark's SMTP sink in its own process (scripts/bench/newsletter-bench.ts):
 * in the measured server's process, the sink's parsing of every message took turns on the same
 * thread as the send and the pages it measures. Tells its parent its address, then one IPC
 * message per newsletter message (those with List-Unsubscribe-Post; the rest, such as the
 * publish's other mail, are not the send's).
 */
import { startSmtpServer } from '../../tests/support/smtp-server.ts';

const smtp = await startSmtpServer({
  keep: false,
  onMessage: (mail) => {
    if (mail.raw.includes('List-Unsubscribe-Post')) process.send!({ kind: 'newsletter' });
  },
});
process.send!({ kind: 'ready', url: smtp.url });
process.on('disconnect', () => void smtp.close().finally(() => process.exit(0)));
