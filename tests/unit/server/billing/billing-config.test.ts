import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

describe('BILLING_MODE', () => {
  it('defaults to local test mode', () => {
    expect(loadConfig({}).BILLING_MODE).toBe('test');
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
