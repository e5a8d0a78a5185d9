/**
 * A failed send, told apart the way a queue needs it: `permanent` when the receiving server
 * refused the message or its recipient with a 5xx reply (suppress, do not retry); otherwise
 * temporary (4xx replies, connection trouble, timeouts, a refused login: retry later).
 */
export class MailError extends Error {
  override name = 'MailError';
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The SMTP reply code, when the server answered with one. */
    readonly responseCode: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface SmtpFailure {
  message?: string;
  code?: string;
  responseCode?: number;
}

/** Replies about the message or its envelope (MAIL FROM, RCPT TO, DATA), not about our own login or connection. */
const ABOUT_THE_MESSAGE = new Set(['EENVELOPE', 'EMESSAGE']);

export function mailErrorOf(error: unknown): MailError {
  if (error instanceof MailError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : undefined;
  // 503 is a bad command sequence: the session's state, not the message (RFC 5321 4.2.4).
  const refused = code !== undefined && code >= 500 && code < 600 && code !== 503;
  const permanent = refused && ABOUT_THE_MESSAGE.has(failure.code ?? '');
  return new MailError(failure.message ?? String(error), permanent, code, { cause: error });
}
