import { isLoopback, type Config } from './config';

/** What the start summary is made of: the configuration, where the server listens, and who awaits a reset. */
export interface StartFacts {
  config: Pick<
    Config,
    | 'PUBLIC_URL'
    | 'DATABASE_URL'
    | 'DATABASE_SCHEMA'
    | 'dataDir'
    | 'OPENAI_API_KEY'
    | 'OPENAI_MODEL'
    | 'OPENAI_BASE_URL'
    | 'BILLING_MODE'
    | 'SMTP_URL'
    | 'REDIS_URL'
  >;
  /** Where the server listens (RunningServer.url). */
  url: string;
  /** ADMIN_EMAILS addresses that are no admin's yet (users-repository adminsAwaitingReset). */
  adminsAwaitingReset: string[];
}

/** The address to open on this machine: a loopback address reads as localhost. */
export function addressToOpen(url: string): string {
  const parsed = new URL(url);
  if (isLoopback(parsed.hostname)) parsed.hostname = 'localhost';
  return parsed.origin;
}

/** A server's host, port and path from a URL, never its user name or password. */
function where(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

function database(config: StartFacts['config']): string {
  if (!config.DATABASE_URL) return `embedded PGlite in ${config.dataDir}`;
  const schema = config.DATABASE_SCHEMA === 'public' ? '' : ` (schema ${config.DATABASE_SCHEMA})`;
  return `PostgreSQL at ${where(config.DATABASE_URL)}${schema}`;
}

/**
 * The start of `npm start` on a terminal, as lines: the address to open, the database, the mode (AI,
 * billing, mail), and what to configure next, one line each. Nothing secret: URLs lose their credentials.
 */
export function startSummary({ config, url, adminsAwaitingReset }: StartFacts): string[] {
  const open = addressToOpen(url);
  const facts: Array<[string, string]> = [
    ['Database', database(config)],
    [
      'AI',
      config.OPENAI_API_KEY
        ? `OpenAI model ${config.OPENAI_MODEL}${config.OPENAI_BASE_URL ? ` at ${where(config.OPENAI_BASE_URL)}` : ''}`
        : 'built-in outline generator (no AI model configured)',
    ],
    [
      'Billing',
      config.BILLING_MODE === 'stripe'
        ? 'Stripe takes payment'
        : 'test mode: checkout activates a plan without payment',
    ],
    [
      'Mail',
      config.SMTP_URL
        ? `sent through ${new URL(config.SMTP_URL).host}`
        : 'written to this log, links included',
    ],
  ];
  if (config.PUBLIC_URL) facts.push(['Links', `e-mails link to ${config.PUBLIC_URL}`]);
  if (config.REDIS_URL) facts.push(['Instances', `shared through Redis at ${where(config.REDIS_URL)}`]);

  const next: string[] = [];
  if (!config.PUBLIC_URL) next.push(`Set PUBLIC_URL before sharing links (e-mailed links point to ${open})`);
  if (!config.SMTP_URL) next.push('Set SMTP_URL to send mails (verification, password reset, invitations)');
  if (!config.OPENAI_API_KEY) next.push('Set OPENAI_API_KEY (and OPENAI_MODEL) to draft with an AI model');
  if (config.BILLING_MODE === 'test')
    next.push('Set BILLING_MODE=stripe and the Stripe keys to take payment');
  if (adminsAwaitingReset.length > 0) {
    next.push(
      `${adminsAwaitingReset.join(', ')}: reset the password ("Forgot password?" on the login page) to become admin`,
    );
  }

  const width = Math.max(...facts.map(([name]) => name.length));
  return [
    `Mindlane is running: open ${open}`,
    '',
    ...facts.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`),
    ...(next.length > 0 ? ['', 'Next:', ...next.map((step) => `  - ${step}`)] : []),
    '',
  ];
}
