import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { FN, signUp, uniqueEmail } from '../../helpers/accounts';
import { createHttpClient, eventually } from '../../helpers/http';
import { spawnServer, type ServerProcess } from '../../helpers/server-process';

const OWNER_PASSWORD = 'Owner-chose-42';
const running: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

/**
 * A data directory of the test's own: empty, as on a first start (which creates and migrates the database,
 * seconds of the start), or `migrated`, a copy of the run's migrated PGlite template, for a test about
 * something else.
 */
async function dataDir(options: { migrated?: boolean } = {}) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mindlane-process-'));
  dirs.push(dir);
  if (options.migrated) await fs.cp(inject('pgliteTemplate'), dir, { recursive: true });
  return dir;
}

async function start(env: Record<string, string>, options?: { waitForReady?: boolean }) {
  const server = await spawnServer({ PORT: '0', ...env }, options);
  running.push(server);
  return server;
}

describe('the server process', () => {
  it('shuts down cleanly on SIGTERM with exit code 0 and releases the data directory', async () => {
    const dir = await dataDir({ migrated: true });
    const server = await start({ DATA_DIR: dir });
    expect((await createHttpClient(server.url).get('/health')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fs.access(path.join(dir, 'mindlane.lock'))).rejects.toThrow();
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    const dir = await dataDir({ migrated: true });
    await start({ DATA_DIR: dir });
    const second = await start({ DATA_DIR: dir }, { waitForReady: false });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data directory .* is in use by process \d+/);
  });

  it('still has what it stored after being killed, and promotes ADMIN_EMAILS accounts whose owner set the password at start-up', async () => {
    const dir = await dataDir();
    const first = await start({ DATA_DIR: dir });
    const email = uniqueEmail('durable');
    await signUp(first.url, email);
    // Without SMTP the reset link is in the log, on localhost since PUBLIC_URL is unset.
    await createHttpClient(first.url).post(`${FN}/forgot-password`, { email });
    const link = await eventually(() =>
      /http:\/\/localhost:\d+\/reset-password\?token=([\w-]+)/.exec(first.output()),
    );
    expect(first.output()).toMatch(/PUBLIC_URL is not set: links in e-mails point to http:\/\/localhost:\d+/);
    const reset = { token: link[1], password: OWNER_PASSWORD };
    expect((await createHttpClient(first.url).post(`${FN}/reset-password`, reset)).status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await start({ DATA_DIR: dir, ADMIN_EMAILS: email });
    expect((await createHttpClient(second.url).get('/health')).body).toEqual({ ok: true, db: 'pglite' });
    expect(second.output()).not.toMatch(/Applied database migrations/);
    const client = createHttpClient(second.url);
    expect((await client.post(`${FN}/login`, { email, password: OWNER_PASSWORD })).status).toBe(200);
    expect((await client.get(`${FN}/me`)).body.user).toMatchObject({ email, role: 'admin' });
  });

  it('refuses to start as a deployment without PUBLIC_URL, naming it', async () => {
    const server = await start(
      { DEPLOYMENT: 'true', PUBLIC_URL: '', DATA_DIR: await dataDir() },
      { waitForReady: false },
    );
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PUBLIC_URL: required when DEPLOYMENT=true/);
  });

  it('refuses to start as a deployment whose mails would go to the log, unless MAIL_TO_LOG says so', async () => {
    const deployment = {
      DEPLOYMENT: 'true',
      PUBLIC_URL: 'https://mindlane.example.com',
      BILLING_MODE: 'test',
      SMTP_URL: '',
      WEBHOOK_ENCRYPTION_KEY: '9d'.repeat(32),
    };
    const refused = await start({ ...deployment, DATA_DIR: await dataDir() }, { waitForReady: false });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/SMTP_URL: required when DEPLOYMENT=true/);
    const asked = await start({
      ...deployment,
      MAIL_TO_LOG: 'true',
      DATA_DIR: await dataDir({ migrated: true }),
    });
    expect((await fetch(`${asked.url}/health/ready`)).status).toBe(200);
  });

  it('refuses to start listening on every address without BILLING_MODE, naming it', async () => {
    const server = await start({ HOST: '0.0.0.0', DATA_DIR: await dataDir() }, { waitForReady: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/BILLING_MODE: required unless the server listens on loopback/);
  });

  it('stops with a message naming a bad configuration variable', async () => {
    const server = await start({ PORT: 'not-a-port' }, { waitForReady: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });
});
