import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

describe('BILLING_MODE', () => {
  it('defaults to local test mode on a server only this machine reaches', () => {
    expect(loadConfig({}).BILLING_MODE).toBe('test');
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
      expect(loadConfig({ PUBLIC_URL: url }).BILLING_MODE).toBe('test');
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(loadConfig({ HOST: host }).BILLING_MODE).toBe('test');
  });

  it('must be chosen where others reach the server, since test mode would give the plan away', () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '::' },
      { HOST: '192.168.1.20' },
      { PUBLIC_URL: 'https://mindlane.example.com' },
      { PUBLIC_URL: 'http://10.0.0.5:3000' },
      {
        DEPLOYMENT: 'true',
        PUBLIC_URL: 'http://localhost:3000',
        MAIL_TO_LOG: 'true',
        WEBHOOK_ENCRYPTION_KEY: '4c'.repeat(32),
      },
    ]) {
      expect(() => loadConfig(env)).toThrow(/BILLING_MODE: required unless the server listens on loopback/);
      expect(loadConfig({ ...env, BILLING_MODE: 'test' }).BILLING_MODE).toBe('test');
      expect(loadConfig({ ...env, BILLING_MODE: 'stripe', ...KEYS }).BILLING_MODE).toBe('stripe');
    }
  });

  it('refuses to start in Stripe mode without its keys, naming the missing ones', () => {
    expect(() => loadConfig({ BILLING_MODE: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ BILLING_MODE: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET: required when BILLING_MODE=stripe/,
    );
    expect(() => loadConfig({ BILLING_MODE: 'stripe', ...KEYS, STRIPE_PRICE_ID: '  ' })).toThrow(
      /^Invalid configuration:\n {2}STRIPE_PRICE_ID: required/,
    );
    expect(loadConfig({ BILLING_MODE: 'stripe', ...KEYS }).BILLING_MODE).toBe('stripe');
  });

  it('refuses an unknown mode', () => {
    expect(() => loadConfig({ BILLING_MODE: 'free' })).toThrow(/BILLING_MODE/);
  });
});
