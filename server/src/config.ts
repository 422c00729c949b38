import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

const PROXY_ADDRESS = /^([0-9a-f:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;

/** A range holding every address (0.0.0.0/0, ::/0): trusting it is trusting any peer. */
const isEveryAddress = (entry: string) => ipaddr.isValidCIDR(entry) && ipaddr.parseCIDR(entry)[1] === 0;

/**
 * Fastify's trustProxy: off, any peer, or only these proxy addresses (CIDR ranges allowed). A list with a
 * range of every address is read as `true`, so it gets true's start-up warning.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): boolean | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    const addresses = value.split(',').map((entry) => entry.trim());
    if (addresses.every((entry) => PROXY_ADDRESS.test(entry))) {
      if (addresses.some(isEveryAddress)) return true;
      try {
        proxyAddr.compile(addresses);
        return addresses;
      } catch {
        // An address or range proxy-addr cannot read (10.0.0.0/40): said below.
      }
    }
    context.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY: use false, true, or a comma-separated list of proxy addresses and ranges',
    });
    return z.NEVER;
  });

/** Every environment variable the server reads, with its default. `.env.example` mirrors this list. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default: only this machine reaches a local install (the Docker image listens on 0.0.0.0). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The address people open; every link in an e-mail is built from it, never from a request's headers. */
  PUBLIC_URL: optionalUrl.refine(
    (value) => value === undefined || /^https?:$/.test(new URL(value).protocol),
    'PUBLIC_URL: must be an http:// or https:// address',
  ),
  /** Marks a real deployment (the Docker image sets it): PUBLIC_URL becomes required. */
  DEPLOYMENT: booleanFlag,
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .default('public'),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json`: one JSON object per line; `pretty`: readable lines; `auto`: pretty on a terminal, else JSON. */
  LOG_FORMAT: z
    .enum(['auto', 'json', 'pretty', ''])
    .default('auto')
    .transform((value) => value || 'auto'),
  /** Older name for LOG_FORMAT=pretty (when LOG_FORMAT is auto). */
  LOG_PRETTY: booleanFlag,
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 14),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  RATE_LIMIT_LOGIN_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_REGISTER_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Passwords chosen per hour from one address (reset links and the purchase path). */
  RATE_LIMIT_PASSWORD_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  /** Requests per 10 seconds one account may make with its personal API tokens (all of them together). */
  RATE_LIMIT_API_TOKEN_PER_10_SECONDS: z.coerce.number().int().positive().default(100),
  SMTP_URL: optionalUrl,
  /** Without SMTP_URL on a deployment, mails (links included) go to the log only when this says so. */
  MAIL_TO_LOG: booleanFlag,
  MAIL_FROM: z.string().default('Mindlane <no-reply@mindlane.local>'),
  OPENAI_API_KEY: z.string().default(''),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** A model must start answering within this time, and may then pause at most OPENAI_IDLE_TIMEOUT_MS. */
  OPENAI_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  OPENAI_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** Retries after a 429 or 5xx answer, with backoff honouring Retry-After. */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** Most tokens one generation may produce. */
  OPENAI_MAX_TOKENS: z.coerce.number().int().min(64).max(32_000).default(3000),
  /** Pause between the items of the local outline generator, so a draft visibly grows. */
  AI_OFFLINE_ITEM_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(150),
  /** `test`: local test mode, checkout activates the plan without payment; `stripe`: Stripe takes payment. */
  BILLING_MODE: z.enum(['test', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().trim().default(''),
  STRIPE_PRICE_ID: z.string().trim().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().trim().default(''),
  /** Where the Stripe API answers; empty = Stripe itself (tests point it at their own server). */
  STRIPE_API_URL: optionalUrl,
  COLLAB_STORE_DEBOUNCE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  COLLAB_STORE_MAX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Largest live document; the default equals the WebSocket message cap, so any document syncs in one message. */
  COLLAB_MAX_DOCUMENT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(32 * 1024 * 1024),
  CLIENT_DIST_DIR: z.string().default('dist/client'),
  /**
   * Encrypts webhook signing secrets at rest: 64 hex characters or the base64 of 32 bytes, the same on every
   * instance. Required with DATABASE_URL or DEPLOYMENT=true; an embedded install makes one in DATA_DIR.
   */
  WEBHOOK_ENCRYPTION_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) =>
        value === undefined || /^[0-9a-f]{64}$/i.test(value) || /^[A-Za-z0-9+/_-]{43}=?$/.test(value),
      'WEBHOOK_ENCRYPTION_KEY: must be 64 hex characters or the base64 of 32 random bytes (e.g. `openssl rand -hex 32`)',
    ),
  /** Lets webhooks reach private, loopback and link-local addresses: for development and tests only. */
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: booleanFlag,
  /** Every version of a document's history is kept this many days; named versions always. */
  HISTORY_KEEP_ALL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Then one version a day, until this many days; older unnamed versions go. */
  HISTORY_KEEP_DAILY_DAYS: z.coerce.number().int().min(1).max(36500).default(365),
  /** Days between asking for a workspace's deletion and carrying it out (cancellable meanwhile); 0 = at once. */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
});

export type RawConfig = z.infer<typeof configSchema>;
export type Config = Omit<RawConfig, 'BILLING_MODE'> & {
  /** Chosen explicitly, or test mode by default on a local install only (see billingMode). */
  BILLING_MODE: 'test' | 'stripe';
  dataDir: string;
  clientDistDir: string;
  isProduction: boolean;
};

/** A host name or address only this machine reaches: localhost, 127.0.0.0/8, ::1. */
export function isLoopback(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare === 'localhost') return true;
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}

/**
 * Local test mode gives the plan away, so it is the default only where nobody else can reach the app: it
 * listens on loopback (HOST), PUBLIC_URL is unset or on this machine, and it is not a deployment.
 * Anywhere else the mode must be chosen.
 */
function billingMode(raw: RawConfig): 'test' | 'stripe' {
  if (raw.BILLING_MODE) return raw.BILLING_MODE;
  const local = isLoopback(raw.HOST) && (!raw.PUBLIC_URL || isLoopback(new URL(raw.PUBLIC_URL).hostname));
  if (local && !raw.DEPLOYMENT) return 'test';
  throw new ConfigError(
    'Invalid configuration:\n  BILLING_MODE: required unless the server listens on loopback only (HOST=127.0.0.1, PUBLIC_URL unset or local, not a deployment); set BILLING_MODE=stripe (with the Stripe keys) to take payment, or BILLING_MODE=test for a demo where checkout activates the plan without payment',
  );
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return issue.message.startsWith(`${name}:`) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const raw = parsed.data;
  if (env.RATE_LIMIT_API_TOKEN_PER_MINUTE !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  RATE_LIMIT_API_TOKEN_PER_MINUTE: replaced by RATE_LIMIT_API_TOKEN_PER_10_SECONDS (requests per account per 10 seconds with its API tokens, 100 by default)',
    );
  }
  if (raw.DEPLOYMENT && !raw.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required when DEPLOYMENT=true; set it to the address people open (e.g. https://mindlane.example.com), since links in e-mails are built from it',
    );
  }
  if (raw.DEPLOYMENT && !raw.SMTP_URL && !raw.MAIL_TO_LOG) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required when DEPLOYMENT=true, since reset, invitation and verification links would otherwise go to the log; set SMTP_URL, or MAIL_TO_LOG=true to write mails to the log on purpose',
    );
  }
  const mode = billingMode(raw);
  if (mode === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
      (name) => !raw[name],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.join(', ')}: required when BILLING_MODE=stripe (set BILLING_MODE=test for local test mode, which activates the plan without payment)`,
      );
    }
  }
  if ((raw.DATABASE_URL || raw.DEPLOYMENT) && !raw.WEBHOOK_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  WEBHOOK_ENCRYPTION_KEY: required with DATABASE_URL or DEPLOYMENT=true, the same on every instance, since it encrypts webhook secrets at rest; make one with `openssl rand -hex 32`',
    );
  }
  return {
    ...raw,
    BILLING_MODE: mode,
    dataDir: path.resolve(raw.DATA_DIR),
    clientDistDir: path.resolve(raw.CLIENT_DIST_DIR),
    isProduction: raw.NODE_ENV === 'production',
  };
}
