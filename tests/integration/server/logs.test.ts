import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_DELETED_REASON } from '@shared/presence';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument } from '../../helpers/collab';
import { createDocumentRows, currentWorkspaceId, deleteDocumentRows } from '../../helpers/documents';
import { createHttpClient, eventually } from '../../helpers/http';
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

describe('start-up notices', () => {
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

  it("state a local install's expected notices as information, and which ADMIN_EMAILS addresses wait for a password reset", async () => {
    const startup: string[] = [];
    const admin = `Ops-${Date.now()}@Example.com`;
    const server = await startTestApp({
      env: { LOG_LEVEL: 'info', HOST: '127.0.0.1', PUBLIC_URL: '', ADMIN_EMAILS: admin },
      logTo: { write: (line: string) => void startup.push(line) },
    });
    await server.close();
    const notices = startup
      .map((line) => JSON.parse(line) as { level: number; startNotice?: string; waiting?: string[] })
      .filter((line) => line.startNotice);
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 30, startNotice: 'billing-test-mode' }),
        expect.objectContaining({ level: 30, startNotice: 'no-public-url' }),
        expect.objectContaining({
          level: 30,
          startNotice: 'admins-awaiting-reset',
          waiting: [admin.toLowerCase()],
        }),
      ]),
    );
  });
});

describe('a refused document', () => {
  /** The JSON line the server logged for `document`'s refusal, once it has. */
  const refusalOf = (document: string) =>
    eventually(() =>
      lines
        .flatMap((line) => line.trim().split('\n'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.msg === 'Document refused' && line.document === document),
    );

  it('is one structured line naming the document and the reason, a warning for a stranger and information for a deleted one, never an error on the console', async () => {
    const consoleError = vi.spyOn(console, 'error');
    try {
      const owner = await signUp(app.url);
      const stranger = await signUp(app.url);
      const workspaceId = await currentWorkspaceId(owner);
      const probed = await createDocumentRows(app, 'mindmap', workspaceId);
      const deleted = await createDocumentRows(app, 'board', workspaceId);
      await deleteDocumentRows(app, deleted);

      const strangers = openDocument(app.url, probed, { client: stranger });
      const owners = openDocument(app.url, deleted, { client: owner });
      await eventually(() => strangers.refused() && owners.refused());
      strangers.close();
      owners.close();
      expect(owners.refused()).toBe(DOCUMENT_DELETED_REASON);

      expect(await refusalOf(probed)).toMatchObject({ level: 40, reason: 'not a member' });
      expect(await refusalOf(deleted)).toMatchObject({ level: 30, reason: 'deleted' });
      expect(consoleError.mock.calls.flat().join(' ')).not.toContain('onAuthenticate');
    } finally {
      consoleError.mockRestore();
    }
  });
});
