/**
 * The one place that reads process.env. Every setting is parsed once with one zod schema;
 * a bad value stops the process with a message that names the variable and how to fix it.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_HASH_NICE } from './auth/password.ts';
import { backupScheduleSchema } from './backups/schedule.ts';
import { parseTrustedProxies } from './lib/client-address.ts';
import { readDkimPrivateKey, type DkimSettings, type MailSettings } from './mail/settings.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A request limit, `COUNT/WINDOW` with the window in s, m or h (`20/10m`): at most COUNT per visitor address per rolling WINDOW. */
const requestLimit = z
  .string()
  .regex(/^\d{1,6}\/\d{1,6}[smh]$/, { error: 'must be COUNT/WINDOW with the window in s, m or h, e.g. 20/10m' })
  .transform((value) => {
    const [, count = '0', amount = '0', unit = 's'] = /^(\d+)\/(\d+)([smh])$/.exec(value) ?? [];
    return { limit: Number(count), windowSeconds: Number(amount) * { s: 1, m: 60, h: 3600 }[unit as 's' | 'm' | 'h'] };
  })
  .refine((rule) => rule.limit >= 1 && rule.windowSeconds >= 1, { error: 'needs a count and a window of at least 1' });

/** A PostgreSQL memory size (`32MB`) in kB. */
function sizeInKb(value: string): number {
  const [, amount = '0', unit = 'kB'] = /^(\d+)(kB|MB|GB)$/.exec(value) ?? [];
  return Number(amount) * { kB: 1, MB: 1024, GB: 1024 * 1024 }[unit as 'kB' | 'MB' | 'GB'];
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(4321),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  /**
   * The embedded database's buffer cache (PostgreSQL's shared_buffers), memory of this process:
   * 32MB keeps PGlite's WebAssembly memory at its 128 MiB start (the data folder's 128MB grew it to
   * 189 MiB) and the data files stay in the OS page cache anyway (docs/decisions/088). Ignored with DATABASE_URL.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d{1,7}(kB|MB|GB)$/, { error: 'must be a size such as 32MB (kB, MB or GB)' })
    .refine((value) => sizeInKb(value) >= 128 && sizeInKb(value) <= 1024 * 1024, { error: 'must be from 128kB to 1GB' })
    .default('32MB'),
  SITE_URL: httpUrl.optional(),
  CONTENT_API_URL: httpUrl.optional(),
  /**
   * Where the islands of a static bundle (`npm run build`) call the API, when the bundle is
   * served from another origin than the server: an absolute http(s) address.
   */
  PUBLIC_API_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an absolute http:// or https:// address of the API server, such as https://api.example.com',
    })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** The origins (scheme://host[:port]) whose pages may call the public API across origins: a static bundle's. */
  CORS_ORIGINS: z
    .string()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        let origin: string | null = null;
        try {
          const url = new URL(item);
          if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === item.replace(/\/+$/, '')) origin = url.origin;
        } catch {
          origin = null;
        }
        if (!origin) {
          ctx.issues.push({
            code: 'custom',
            message: `"${item}" is not an origin such as https://www.example.com (scheme, host and port only)`,
            input: value,
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    })
    .default([]),
  SITE_OUT_DIR: z.string().min(1).default('dist'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SEED_SAMPLE_CONTENT: booleanFlag.default(true),
  AI_BASE_URL: httpUrl.optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `must list proxy addresses or CIDR ranges, or say loopback (${(error as Error).message})`,
        });
      }
    }),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  CONTACT_TO: z.email({ error: 'must be an e-mail address' }).optional(),
  /** Sender of contact messages; without MAIL_FROM, of every message (its older name). */
  CONTACT_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
  /** Sender of every message the site sends (docs/decisions/044). */
  MAIL_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
  /** DKIM signing: all three, or none (docs/decisions/044). */
  DKIM_DOMAIN: z
    .string()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, { error: 'must be a domain name, e.g. example.com' })
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i, {
      error: 'must be a DNS label such as mail2026 (the key is published at <selector>._domainkey.<domain>)',
    })
    .optional(),
  DKIM_PRIVATE_KEY: z.string().optional(),
  PRODUCTS_FEED_URL: httpUrl.optional(),
  /** Newsletters (docs/decisions/050): the key of their signed links (else derived from the site's own secret), messages per second, the events webhook's secret, sign-ups per visitor address, the mailto: of List-Unsubscribe. */
  NEWSLETTER_SECRET: z.string().min(32, { error: 'must have at least 32 characters (e.g. openssl rand -base64 32)' }).optional(),
  NEWSLETTER_RATE: z.coerce.number({ error: 'must be a number of messages per second' }).min(0.1).max(1000).default(10),
  /**
   * Newsletter messages in flight at once, over as many pooled SMTP connections (docs/decisions/087):
   * also how many subscribers at most can get an issue twice after a crash (1: only the message in flight).
   */
  NEWSLETTER_CONCURRENCY: z.coerce.number({ error: 'must be a whole number of messages' }).int().min(1).max(32).default(1),
  NEWSLETTER_EVENTS_SECRET: z.string().min(16, { error: 'must have at least 16 characters (a whsec_… secret)' }).optional(),
  NEWSLETTER_SUBSCRIBE_LIMIT: requestLimit.prefault('10/1h'),
  NEWSLETTER_UNSUBSCRIBE_MAILTO: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(10, { error: 'must have at least 10 characters' }).max(256).optional(),
  AUTH_SIGN_IN_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  /**
   * Password hashes at once, server-wide (functions/auth/password-gate.ts, docs/decisions/040):
   * below the 4 threads Node reads files with, and a core left for serving pages.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce
    .number({ error: 'must be a number of hashes' })
    .int()
    .min(1)
    .max(64)
    .default(() => Math.max(1, Math.min(2, availableParallelism() - 1))),
  /** Sign-ins waiting for a hash beyond those; more are answered 503 with Retry-After. */
  PASSWORD_HASH_QUEUE: z.coerce.number({ error: 'must be a number of sign-ins' }).int().min(0).max(10_000).default(16),
  PASSWORD_HASH_NICE: z.coerce.number({ error: 'must be a nice value from 0 to 19' }).int().min(0).max(19).default(DEFAULT_HASH_NICE),
  /** Failed passwords in a row that lock an account (docs/decisions/024). */
  SIGN_IN_LOCKOUT_ATTEMPTS: z.coerce.number({ error: 'must be a number of attempts' }).int().min(1).max(1000).default(5),
  /** How long a locked account stays locked; fractions are allowed (tests use seconds). */
  SIGN_IN_LOCKOUT_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .min(0.01)
    .max(24 * 60)
    .default(15),
  REQUIRE_ADMIN_TWO_FACTOR: booleanFlag.default(false),
  AUDIT_LOG_RETENTION_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(3650).default(365),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag.default(false),
  BUILD_HOOK_URL: httpUrl.optional(),
  COACH_WEBHOOK_URL: httpUrl.optional(),
  COACH_MESSAGE_LIMIT: z.coerce.number().int().min(1).max(1000).default(3),
  COACH_WINDOW_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(24),
  ASSISTANT_RATE_LIMIT: requestLimit.prefault('20/10m'),
  ANALYTICS_RATE_LIMIT: requestLimit.prefault('120/1m'),
  HOROSCOPE_RATE_LIMIT: requestLimit.prefault('60/1h'),
  ASSESSMENT_RATE_LIMIT: requestLimit.prefault('10/1h'),
  AFFILIATE_REDIRECT_STATUS: z.enum(['301', '302', '307'], { error: 'must be 301, 302 or 307' }).default('302'),
  /**
   * The CDN's header naming the reader's country for /go/{id} (docs/decisions/053): read only
   * when set, since without a CDN in front any visitor could send it.
   */
  GEO_COUNTRY_HEADER: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z.enum(['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country'], {
        error: 'must be CF-IPCountry, CloudFront-Viewer-Country or X-Vercel-IP-Country',
      }),
    )
    .optional(),
  /** The local GeoIP lookup of /go/{id} (DB-IP Lite country data, about 15 MB in memory); off leaves header and page language. */
  GEOIP: booleanFlag.default(true),
  AFFILIATE_LINK_CHECKS: z.enum(['daily', 'off'], { error: 'must be daily or off' }).default('daily'),
  PRICE_MAX_AGE_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(3650).default(30),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often scheduled articles are checked; with one build after it, they go live within 60 s. */
  SCHEDULE_POLL_MS: z.coerce.number().int().min(100).max(30_000).default(15_000),
  /** The job queue (docs/decisions/043): jobs one instance runs at once, how long a claim lasts without a heartbeat, how often it looks for due jobs. */
  JOBS_CONCURRENCY: z.coerce.number({ error: 'must be a number of jobs' }).int().min(1).max(64).default(4),
  JOBS_LEASE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(3).max(3600).default(30),
  JOBS_POLL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(50).max(60_000).default(1_000),
  // The largest import file (WordPress or Ghost export) an administrator may upload, in megabytes.
  IMPORT_MAX_MB: z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1).max(10_240).default(1024),
  /** How an import reads and writes (docs/decisions/099): `serial` and `batch` only to measure against the default. */
  IMPORT_PIPELINE: z.enum(['overlap', 'serial', 'batch'], { error: 'must be overlap, serial or batch' }).default('overlap'),
  /**
   * The average number of articles per sitemap part (docs/decisions/051). Validated here so a bad
   * value stops the server; the pages and the plan read it from the environment themselves
   * (src/lib/build-env.ts), with the same bounds.
   */
  SITEMAP_PART_SIZE: z.coerce.number({ error: 'must be a number of articles' }).int().min(1).max(50_000).default(2_000),
  /** With DATABASE_URL: how often an instance checks whether another one changed the site (docs/decisions/032). */
  SITE_SYNC_MS: z.coerce.number().int().min(100).max(60_000).default(1_000),
  /** Object storage for media (docs/decisions/028): set S3_BUCKET and its keys to use it instead of DATA_DIR/uploads. */
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens' })
    .optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_BASE_URL: httpUrl.optional(),
  S3_TIMEOUT_MS: z.coerce.number().int().min(200).max(120_000).default(5000),
  /** Encrypts backup archives and keeps the site's secrets in them (docs/decisions/048); never stored. */
  BACKUP_PASSPHRASE: z.string().min(12, { error: 'must have at least 12 characters' }).max(1024).optional(),
  /** Backups as a recurring job (functions/backups/schedule.ts): off, hourly, daily or daily@HH:MM in UTC. */
  BACKUP_SCHEDULE: backupScheduleSchema,
  /** How many archives the backup job keeps (the newest); older ones are deleted after each backup it makes. */
  BACKUP_KEEP: z.coerce.number({ error: 'must be a number of backups' }).int().min(1).max(1000).default(7),
});

/** The object store media are kept in, when one is configured. */
export interface ObjectStorageSettings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Without a trailing slash. */
  publicBaseUrl?: string;
  timeoutMs: number;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_ANY = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_PUBLIC_BASE_URL', 'S3_FORCE_PATH_STYLE'] as const;

export type Env = z.infer<typeof envSchema> & {
  /** DATA_DIR made absolute. */
  dataDir: string;
  /** The public address used for canonical links and social cards. */
  siteUrl: string;
  /** Media go to this object store; null keeps them in DATA_DIR/uploads. */
  objectStorage: ObjectStorageSettings | null;
  /** SMTP, sender and DKIM for the one mailer; null without SMTP_URL (nothing is mailed). */
  mail: MailSettings | null;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment (process.env by default). Empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      // A secret's value is never echoed, not even a wrong one.
      const shown = /PASSPHRASE|PASSWORD|SECRET/.test(name) ? '(hidden)' : JSON.stringify(cleaned[name] ?? '');
      return `  ${name}=${shown}: ${issue.message}`;
    });
    throw new EnvError(
      `Invalid configuration:\n${lines.join('\n')}\nFix the variable(s) above (see the configuration table in README.md) and start again.`,
    );
  }
  const env = result.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new EnvError(
      'Invalid configuration:\n  ADMIN_EMAIL / ADMIN_PASSWORD: set both, or neither (a password is then generated and printed once)',
    );
  }
  if (env.SMTP_URL && !env.CONTACT_TO) {
    throw new EnvError(
      'Invalid configuration:\n  CONTACT_TO="": must be set when SMTP_URL is set (the address that receives contact messages)',
    );
  }
  const objectStorage = objectStorageOf(env, cleaned);
  const dkim = dkimOf(env);
  const publicHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    siteUrl: (env.SITE_URL ?? `http://${publicHost}:${env.PORT}`).replace(/\/+$/, ''),
    objectStorage,
    mail: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM ?? env.CONTACT_FROM ?? 'no-reply@localhost',
          dkim,
          connections: env.NEWSLETTER_CONCURRENCY,
        }
      : null,
  };
}

const DKIM_ALL = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;

/** Checked even without SMTP_URL, so that a broken key shows at the first start, not the first send. */
function dkimOf(env: z.infer<typeof envSchema>): DkimSettings | null {
  const missing = DKIM_ALL.filter((name) => !env[name]);
  if (missing.length === DKIM_ALL.length) return null;
  if (missing.length > 0 || !env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY) {
    throw new EnvError(
      `Invalid configuration:\n  ${missing.join(', ')}: missing; DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together (see E-mail in README.md), or none of them to send unsigned mail`,
    );
  }
  try {
    return { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: readDkimPrivateKey(env.DKIM_PRIVATE_KEY) };
  } catch (error) {
    throw new EnvError(`Invalid configuration:\n  DKIM_PRIVATE_KEY: ${(error as Error).message}`);
  }
}

function objectStorageOf(env: z.infer<typeof envSchema>, cleaned: Record<string, string | undefined>): ObjectStorageSettings | null {
  if (!S3_ANY.some((name) => cleaned[name] !== undefined)) return null;
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0 || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new EnvError(
      `Invalid configuration:\n  ${missing.join(', ')}: missing; object storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (see Object storage in README.md), or unset every S3_ variable to keep media in DATA_DIR/uploads`,
    );
  }
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicBaseUrl: env.S3_PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    timeoutMs: env.S3_TIMEOUT_MS,
  };
}

/** parseEnv for entry points: prints the problem and exits instead of throwing. */
export function loadEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** What a child process needs from ours to run at all; nothing else (no database URL, no secrets). */
const CHILD_BASICS = ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'TZ', 'SYSTEMROOT'];

/**
 * The settings that shape the site bundle itself: Astro inlines `PUBLIC_*` variables into the
 * pages at build time (PUBLIC_ANALYTICS_ID), so they are part of the deploy's fingerprint.
 */
export function publicBuildSettings(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env)
      // PUBLIC_API_URL is not inlined: `npm run build` writes it into the pages it renders
      // (a meta tag the islands read), so one bundle serves the server and static bundles.
      .filter(
        (entry): entry is [string, string] => entry[0].startsWith('PUBLIC_') && entry[0] !== 'PUBLIC_API_URL' && entry[1] !== undefined,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * The environment for a child process of ours (the Astro build): the basics every process
 * needs and the `PUBLIC_*` build settings, with the child's settings on top. Secrets (database
 * URL, S3 keys, SMTP, AI keys) stay in this process.
 */
export function childProcessEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const basics = Object.fromEntries(CHILD_BASICS.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])));
  return { ...basics, ...publicBuildSettings(), ...settings };
}
