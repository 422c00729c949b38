import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { createHttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logTo: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => app?.close());

describe('the request log', () => {
  it('shows paths and query names, never query values, cookies or tokens', async () => {
    const secret = (name: string) => `${name}-${'s3cr3t'.repeat(6)}`;
    const visitor = createHttpClient(app.url);
    await visitor.get(`${FN}/invitations/preview?token=${secret('invite')}`);
    await visitor.get(`/reset-password?token=${secret('reset')}&from=mail`);
    await visitor.get(`/verify-email?token=${secret('verify')}`);
    await visitor.get(`${FN}/getCheckoutSession?session_id=${secret('checkout')}`);
    await fetch(`${app.url}/api/mindmaps`, { headers: { authorization: `Bearer ${secret('bearer')}` } });
    const member = await signUp(app.url);
    await member.get(`${FN}/mindmaps`);
    const session = [...member.cookies.values()].join(' ');

    const log = lines.join('');
    for (const value of ['invite', 'reset', 'verify', 'checkout', 'bearer'].map(secret))
      expect(log).not.toContain(value);
    expect(log).not.toContain(session);
    expect(log).toContain('"url":"/reset-password?token=…&from=…"');
    expect(log).toContain(`"url":"${FN}/invitations/preview?token=…"`);
  });
});

describe('start-up warnings', () => {
  it('warn when TRUST_PROXY trusts every peer (true, 0.0.0.0/0, ::/0), and not for a list of proxies', async () => {
    for (const [trustProxy, warned] of [
      ['true', true],
      ['0.0.0.0/0', true],
      ['loopback, ::/0', true],
      ['loopback', false],
      ['10.0.0.0/8, 0.0.0.0', false],
    ] as const) {
      const startup: string[] = [];
      const server = await startTestApp({
        env: { LOG_LEVEL: 'warn', TRUST_PROXY: trustProxy },
        logTo: { write: (line: string) => void startup.push(line) },
      });
      await server.close();
      const warning = startup.some((line) => line.includes('trusts X-Forwarded-For from any peer'));
      expect(warning, trustProxy).toBe(warned);
    }
  });
});
