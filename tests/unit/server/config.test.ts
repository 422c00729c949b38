import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

const KEY = '3f'.repeat(32);

describe('loadConfig', () => {
  it('applies the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    // Only this machine reaches a server started without configuration.
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_EMAILS).toEqual([]);
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('gives API tokens 100 requests per 10 seconds, and names the new variable when the old one is set', () => {
    expect(loadConfig({}).RATE_LIMIT_API_TOKEN_PER_10_SECONDS).toBe(100);
    expect(() => loadConfig({ RATE_LIMIT_API_TOKEN_PER_MINUTE: '120' })).toThrow(
      /RATE_LIMIT_API_TOKEN_PER_MINUTE: replaced by RATE_LIMIT_API_TOKEN_PER_10_SECONDS/,
    );
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it('reads ADMIN_EMAILS as a lower-cased list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ,' }).ADMIN_EMAILS).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
  });

  it('refuses a deployment without PUBLIC_URL, naming PUBLIC_URL', () => {
    expect(() => loadConfig({ DEPLOYMENT: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEPLOYMENT: 'true', NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({
        DEPLOYMENT: 'true',
        PUBLIC_URL: 'https://mindlane.example.com',
        BILLING_MODE: 'test',
        SMTP_URL: 'smtp://mail.example.com:587',
        WEBHOOK_ENCRYPTION_KEY: KEY,
      }).PUBLIC_URL,
    ).toBe('https://mindlane.example.com');
    // `npm start` on a laptop: production, not marked as a deployment, links on localhost.
    expect(loadConfig({ NODE_ENV: 'production' }).PUBLIC_URL).toBeUndefined();
  });

  it('requires WEBHOOK_ENCRYPTION_KEY with DATABASE_URL or DEPLOYMENT, and takes only a 32-byte key', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
    expect(() => loadConfig(postgres)).toThrow(/WEBHOOK_ENCRYPTION_KEY: required with DATABASE_URL/);
    expect(loadConfig({ ...postgres, WEBHOOK_ENCRYPTION_KEY: KEY }).WEBHOOK_ENCRYPTION_KEY).toBe(KEY);
    const deployment = {
      DEPLOYMENT: 'true',
      PUBLIC_URL: 'https://mindlane.example.com',
      BILLING_MODE: 'test',
      MAIL_TO_LOG: 'true',
    };
    expect(() => loadConfig(deployment)).toThrow(/WEBHOOK_ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...postgres, WEBHOOK_ENCRYPTION_KEY: 'short' })).toThrow(
      /WEBHOOK_ENCRYPTION_KEY: must be 64 hex/,
    );
    // An embedded install makes its own in DATA_DIR.
    expect(loadConfig({}).WEBHOOK_ENCRYPTION_KEY).toBeUndefined();
  });

  it('refuses a PUBLIC_URL that is not http or https', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('trusts proxy headers only when TRUST_PROXY says so', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'my proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    // A range of every address trusts any peer, as true does (and is warned about the same way).
    for (const every of ['0.0.0.0/0', '::/0', 'loopback, 0.0.0.0/0'])
      expect(loadConfig({ TRUST_PROXY: every }).TRUST_PROXY).toBe(true);
  });

  it('refuses a deployment without SMTP_URL unless MAIL_TO_LOG asks for mails in the log', () => {
    const deployment = {
      DEPLOYMENT: 'true',
      PUBLIC_URL: 'https://mindlane.example.com',
      BILLING_MODE: 'test',
      WEBHOOK_ENCRYPTION_KEY: KEY,
    };
    expect(() => loadConfig(deployment)).toThrow(ConfigError);
    expect(() => loadConfig(deployment)).toThrow(/SMTP_URL: required when DEPLOYMENT=true.*MAIL_TO_LOG=true/);
    expect(() => loadConfig({ ...deployment, MAIL_TO_LOG: 'false' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...deployment, MAIL_TO_LOG: 'true' }).MAIL_TO_LOG).toBe(true);
    expect(loadConfig({ ...deployment, SMTP_URL: 'smtp://mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://mail.example.com:587',
    );
    // A local install keeps its mails in the log without being asked.
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
  });
});
