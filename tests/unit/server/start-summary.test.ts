import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { addressToOpen, startSummary } from '@server/start-summary';

const local = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: '/srv/mindlane', ...env });

describe('the start summary on a terminal', () => {
  it('names the address to open, the embedded database, the local modes and what to configure next', () => {
    const lines = startSummary({ config: local(), url: 'http://127.0.0.1:3400', adminsAwaitingReset: [] });
    expect(lines).toEqual([
      'Mindlane is running: open http://localhost:3400',
      '',
      `  Database  embedded PGlite in ${path.resolve('/srv/mindlane')}`,
      '  AI        built-in outline generator (no AI model configured)',
      '  Billing   test mode: checkout activates a plan without payment',
      '  Mail      written to this log, links included',
      '',
      'Next:',
      '  - Set PUBLIC_URL before sharing links (e-mailed links point to http://localhost:3400)',
      '  - Set SMTP_URL to send mails (verification, password reset, invitations)',
      '  - Set OPENAI_API_KEY (and OPENAI_MODEL) to draft with an AI model',
      '  - Set BILLING_MODE=stripe and the Stripe keys to take payment',
      '',
    ]);
  });

  it('shows PostgreSQL, SMTP and Redis by host without credentials, and the OpenAI model', () => {
    const config = local({
      DATABASE_URL: 'postgres://mindlane:db-s3cret@db.internal:5432/mindlane',
      DATABASE_SCHEMA: 'tenant_a',
      SMTP_URL: 'smtp://mailer:smtp-s3cret@smtp.example.com:587',
      REDIS_URL: 'redis://:redis-s3cret@cache:6379',
      OPENAI_API_KEY: 'sk-s3cret',
      OPENAI_MODEL: 'gpt-4.1-mini',
      PUBLIC_URL: 'http://localhost:8080',
      BILLING_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_s3cret',
      STRIPE_PRICE_ID: 'price_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_s3cret',
      WEBHOOK_ENCRYPTION_KEY: '5e'.repeat(32),
    });
    const lines = startSummary({ config, url: 'http://127.0.0.1:8080', adminsAwaitingReset: [] });
    expect(lines.join('\n')).not.toMatch(/s3cret/);
    expect(lines).toEqual([
      'Mindlane is running: open http://localhost:8080',
      '',
      '  Database   PostgreSQL at db.internal:5432/mindlane (schema tenant_a)',
      '  AI         OpenAI model gpt-4.1-mini',
      '  Billing    Stripe takes payment',
      '  Mail       sent through smtp.example.com:587',
      '  Links      e-mails link to http://localhost:8080',
      '  Instances  shared through Redis at cache:6379',
      '',
    ]);
  });

  it('says which ADMIN_EMAILS addresses wait for a password reset', () => {
    const lines = startSummary({
      config: local(),
      url: 'http://127.0.0.1:3000',
      adminsAwaitingReset: ['ops@example.com', 'new@example.com'],
    });
    expect(lines).toContain(
      '  - ops@example.com, new@example.com: reset the password ("Forgot password?" on the login page) to become admin',
    );
  });

  it('opens loopback addresses as localhost and keeps any other host', () => {
    expect(addressToOpen('http://[::1]:3000')).toBe('http://localhost:3000');
    expect(addressToOpen('http://localhost:3000')).toBe('http://localhost:3000');
    expect(addressToOpen('http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
  });
});
