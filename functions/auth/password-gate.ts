/**
 * A server-wide cap on password hashes at once (security probe 2, finding 2; docs/decisions/040).
 * scrypt at its cost (password.ts: 128 MiB, a fraction of a second) runs on Node's libuv pool,
 * four threads by default, the same pool that reads the site's files: 40 wrong sign-ins at once
 * queued 40 hashes ahead of every page read, and the home page waited 15 to 30 s. At most
 * PASSWORD_HASH_CONCURRENCY hashes run, well below the pool's size, so file reads always find
 * a thread; PASSWORD_HASH_QUEUE more wait their turn (no more than about 10 s of hashing), and
 * beyond that a sign-in is answered 503 with Retry-After at once (PasswordChecksBusy) instead
 * of waiting behind the others.
 */
import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import { ApiError } from '../lib/errors.ts';
import type { Locale } from '../lib/locale.ts';

export const PASSWORD_CHECKS_BUSY = {
  en: 'Too many sign-ins are being checked right now. Try again in a few seconds.',
  pt: 'Muitos logins estão sendo verificados agora. Tente novamente em alguns segundos.',
} satisfies Record<Locale, string>;

/** Thrown by a hash when the queue is full; better-auth answers its own APIError as it is (503, Retry-After). */
export class PasswordChecksBusy extends APIError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'SERVICE_UNAVAILABLE',
      { code: 'PASSWORD_CHECKS_BUSY', message: PASSWORD_CHECKS_BUSY.en },
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/** The same refusal from this server's own routes (an invitation's new password). */
export function passwordChecksBusyResponse(c: Context, busy: PasswordChecksBusy): Response {
  const locale: Locale = c.get('locale') ?? 'en';
  return c.json(new ApiError(503, 'password_checks_busy', PASSWORD_CHECKS_BUSY).body(locale), 503, {
    'Retry-After': String(busy.retryAfterSeconds),
  });
}

/** A first guess of one hash's time, until one has been measured. */
const FIRST_ESTIMATE_MS = 500;
/**
 * The longest a sign-in is let wait for its hash, by the hashes' measured time: on a loaded
 * machine a hash takes seconds, and 16 waiting would mean a minute.
 */
const MAX_WAIT_MS = 10_000;

export class PasswordGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** A moving average of one hash's time, for the wait and Retry-After. */
  private averageMs = FIRST_ESTIMATE_MS;

  constructor(
    readonly concurrency: number,
    readonly queueSize: number,
  ) {}

  /**
   * The refusal a hash asked for now would get, or null when it would run or wait. The sign-in
   * route asks before any other work: a flood's refused attempts then cost no query either.
   */
  refusal(): PasswordChecksBusy | null {
    if (this.running < this.concurrency) return null;
    const waitMs = ((this.waiting.length + 1) / this.concurrency) * this.averageMs;
    // The first in line may always wait (when the queue has a place), however slow hashes are.
    if (this.waiting.length < this.queueSize && (this.waiting.length === 0 || waitMs <= MAX_WAIT_MS)) return null;
    return new PasswordChecksBusy(this.retryAfterSeconds());
  }

  /** Runs `hash` when a slot is free; throws PasswordChecksBusy at once when it could not wait. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else {
      const refusal = this.refusal();
      if (refusal) throw refusal;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    const started = performance.now();
    try {
      return await hash();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** About when the hashes running and waiting now are done. */
  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((this.waiting.length + this.running) / this.concurrency) * (this.averageMs / 1000)));
  }
}
