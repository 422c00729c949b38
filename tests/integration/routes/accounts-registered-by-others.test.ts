import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@server/server';
import { ACCESS_REVOKED_REASON } from '@shared/presence';
import { ANOTHER_ACCOUNTS_LINK, LOG_IN_TO_VERIFY, verifyToShare } from '@shared/api/verification';
import { FN, PASSWORD, signUp, signUpVerified, uniqueEmail, verifyEmail } from '../../helpers/accounts';
import { DAY } from '../../helpers/clock';
import { openDocument } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, eventually, sameSessionAt, type HttpClient } from '../../helpers/http';
import { latestLink } from '../../helpers/mailbox';
import { joinWorkspace, signUpMember } from '../../helpers/teams';
import { startAnotherInstance, startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';

/**
 * Accounts first registered by someone else than the mailbox's owner. With TEST_DATABASE_URL and
 * REDIS_URL the attacker's second account works through another instance (B) than the owner (A), so the
 * undoing of a takeover must reach B's sessions and sockets through the database and Redis.
 */

const OWNER_PASSWORD = 'Mailbox-owner-4';
const twoInstances = Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL);

let app: TestApp;
let other: RunningServer | TestApp;
beforeAll(async () => {
  app = await startTestApp(twoInstances ? { env: { REDIS_URL: process.env.REDIS_URL! } } : {});
  other = twoInstances ? await startAnotherInstance(app) : app;
});
afterAll(async () => {
  if (other !== app) await other?.close();
  await app?.close();
});

async function userId(client: HttpClient): Promise<string> {
  return (await client.get(`${FN}/me`)).body.user.sub as string;
}

/** The token of the latest link of `path` mailed to `email`. */
async function mailedToken(email: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  const link = await latestLink(app.url, email, `${path}?token=`);
  expect(link, `no ${path} link was mailed to ${email}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

async function isVerified(client: HttpClient): Promise<boolean> {
  return (await client.get(`${FN}/me`)).body.user.email_verified as boolean;
}

/** The mailbox's owner asks for a reset link and chooses a password with it, signed out. */
async function ownerResets(email: string) {
  const visitor = createHttpClient(app.url);
  expect((await visitor.post(`${FN}/forgot-password`, { email })).status).toBe(200);
  const token = await mailedToken(email, '/reset-password');
  const reset = await visitor.post(`${FN}/reset-password`, { token, password: OWNER_PASSWORD });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
}

async function signIn(url: string, email: string, password: string) {
  const client = createHttpClient(url);
  const login = await client.post(`${FN}/login`, { email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return Object.assign(client, { email });
}

async function membersOf(client: HttpClient) {
  const { body } = await client.get(`${FN}/team-members`);
  return (body as Array<{ email: string; role: string }>).map(({ email, role }) => ({ email, role }));
}

async function invite(owner: HttpClient, email = uniqueEmail('invitee')) {
  const invited = await owner.post(`${FN}/invitations`, { email, role: 'viewer' });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  return new URL(invited.body.inviteUrl as string).searchParams.get('token')!;
}

/**
 * What an unverified account could do before sharing needed a verified address (migration 0022): `other`
 * joined its workspace and was handed the ownership, and an invitation it sent waits. The routes refuse
 * that now, so it is written through the repositories as such an account left it. Returns the invitation's
 * token.
 */
async function sharedBeforeTheRule(account: HttpClient, other: HttpClient, workspaceId: string) {
  const { repos, clock } = app.app;
  const [accountId, otherId, now] = [await userId(account), await userId(other), clock.now()];
  const invitation = await app.database.db.transaction().execute(async (trx) => {
    await repos.workspaces.addMember(workspaceId, otherId, 'owner', now, trx);
    await repos.workspaces.setOwner(workspaceId, otherId, trx);
    await repos.workspaces.setRole(workspaceId, accountId, 'editor', trx);
    await repos.accountProof.recordHandover(accountId, workspaceId, now, trx);
    const invited = { workspaceId, email: uniqueEmail('invitee'), role: 'viewer' as const };
    return repos.invitations.create({ ...invited, invitedBy: accountId, now, ttlMs: DAY }, trx);
  });
  return invitation.token;
}

describe('an account whose address is not verified', () => {
  it('cannot invite, change roles, hand over ownership or create API tokens', async () => {
    const account = await signUp(app.url);
    const workspaceId = await currentWorkspaceId(account);
    const refusal = { status: 403, body: { error: verifyToShare(account.email) } };
    const tokenBody = { name: 'script', workspaceId, scope: 'read-write' };

    expect(await account.post(`${FN}/invitations`, { email: uniqueEmail(), role: 'editor' })).toMatchObject(
      refusal,
    );
    expect(await account.patch(`${FN}/team-members/${randomUUID()}`, { role: 'owner' })).toMatchObject(
      refusal,
    );
    expect(await account.patch(`${FN}/team-members/${randomUUID()}`, { role: 'viewer' })).toMatchObject(
      refusal,
    );
    expect(await account.post('/api/tokens', tokenBody)).toMatchObject(refusal);
    expect((await account.get(`${FN}/invitations`)).body).toEqual([]);
    expect((await account.get('/api/tokens')).body).toEqual([]);

    await verifyEmail(account);
    expect((await account.post(`${FN}/invitations`, { email: uniqueEmail(), role: 'editor' })).status).toBe(
      201,
    );
    expect((await account.post('/api/tokens', tokenBody)).status).toBe(201);
  });
});

describe('a verification link', () => {
  it('opened signed out, asks to log in and stays usable: it confirms for a session of its account only', async () => {
    const account = await signUp(app.url);
    const token = await mailedToken(account.email, '/verify-email');

    expect(await createHttpClient(app.url).post(`${FN}/verify-email`, { token })).toMatchObject({
      status: 401,
      body: { error: LOG_IN_TO_VERIFY },
    });
    expect(await isVerified(account)).toBe(false);
    expect((await account.post(`${FN}/invitations`, { email: uniqueEmail(), role: 'editor' })).status).toBe(
      403,
    );

    expect(await account.post(`${FN}/verify-email`, { token })).toMatchObject({
      status: 200,
      body: { success: true, alreadyVerified: false },
    });
    expect(await isVerified(account)).toBe(true);
    // Used and verified: it says so to anyone, which tells nothing.
    expect(await createHttpClient(app.url).post(`${FN}/verify-email`, { token })).toMatchObject({
      status: 200,
      body: { success: true, alreadyVerified: true },
    });
  });

  it("opened by another account's session, is refused and stays usable", async () => {
    const account = await signUp(app.url);
    const token = await mailedToken(account.email, '/verify-email');
    const someoneElse = await signUp(app.url);

    expect(await someoneElse.post(`${FN}/verify-email`, { token })).toMatchObject({
      status: 403,
      body: { error: ANOTHER_ACCOUNTS_LINK },
    });
    expect(await isVerified(account)).toBe(false);
    expect(await isVerified(someoneElse)).toBe(false);

    expect((await account.post(`${FN}/verify-email`, { token })).status).toBe(200);
    expect(await isVerified(account)).toBe(true);
  });

  it('lets a new user who confirmed after logging in keep their team through a forgotten-password reset', async () => {
    const email = uniqueEmail('genuine');
    const visitor = createHttpClient(app.url);
    expect((await visitor.post(`${FN}/register`, { email, password: PASSWORD })).status).toBe(201);
    // The welcome mail is opened on a phone that is not signed in: it asks to log in first.
    const token = await mailedToken(email, '/verify-email');
    expect((await visitor.post(`${FN}/verify-email`, { token })).status).toBe(401);
    const owner = await signIn(app.url, email, PASSWORD);
    expect((await owner.post(`${FN}/verify-email`, { token })).status).toBe(200);
    const { member } = await signUpMember(app.url, owner);
    await invite(owner);

    await ownerResets(email);

    const back = await signIn(app.url, email, OWNER_PASSWORD);
    expect(await membersOf(back)).toEqual([
      { email, role: 'owner' },
      { email: member.email, role: 'editor' },
    ]);
    expect((await back.get(`${FN}/invitations`)).body).toHaveLength(1);
  });
});

describe("a reset that is the first proof that the mailbox's owner holds the account", () => {
  it("undoes a takeover from before sharing needed a verified address: the owner's workspace is theirs alone again", async () => {
    const email = uniqueEmail('victim');
    // The attacker registers the address and keeps the session. Sharing needs a verified address now,
    // which only the mailbox's owner can give, so the takeover is one from before that rule: the
    // attacker's own account joined, took the workspace over, and an invitation waits.
    const squatted = await signUp(app.url, email);
    const workspaceId = await currentWorkspaceId(squatted);
    const accomplice = await signUp(app.url);
    const pending = await sharedBeforeTheRule(squatted, accomplice, workspaceId);
    const token = await createToken(accomplice, { workspaceId, scope: 'read' });
    const accompliceOnB = sameSessionAt(other.url, accomplice);
    const live = openDocument(other.url, `inbox:${workspaceId}`, { client: accompliceOnB });
    const closes: string[] = [];
    try {
      await live.synced();
      live.provider.on('close', ({ event }: { event: { reason: string } }) => closes.push(event.reason));

      await ownerResets(email);
      await eventually(() => closes.includes(ACCESS_REVOKED_REASON));
    } finally {
      live.close();
    }

    const owner = await signIn(app.url, email, OWNER_PASSWORD);
    expect((await owner.get(`${FN}/workspaces`)).body).toEqual([
      expect.objectContaining({ id: workspaceId, role: 'owner', ownerEmail: email, current: true }),
    ]);
    expect(await membersOf(owner)).toEqual([{ email, role: 'owner' }]);
    expect((await owner.get(`${FN}/invitations`)).body).toEqual([]);
    expect((await createHttpClient(app.url).get(`${FN}/invitations/preview?token=${pending}`)).status).toBe(
      404,
    );

    // What the owner writes from now on is theirs alone, and nobody can remove them.
    const diary = await owner.post(`${FN}/mindmaps`, { data: { title: 'Diary' } });
    expect(diary.status).toBe(201);
    const listed = (await accompliceOnB.get(`${FN}/workspaces`)).body as Array<{ id: string }>;
    expect(listed.map((workspace) => workspace.id)).not.toContain(workspaceId);
    expect((await accompliceOnB.get(`${FN}/mapid/${diary.body.id}`)).status).toBe(404);
    expect((await createBearerClient(other.url, token.secret).get(`${FN}/mindmaps`)).status).toBe(401);
    expect((await accompliceOnB.delete(`${FN}/team-members/${await userId(owner)}`)).status).toBe(404);
    expect(await membersOf(owner)).toEqual([{ email, role: 'owner' }]);
    expect((await sameSessionAt(other.url, squatted).get(`${FN}/me`)).body.user).toBeNull();
  });
});

describe('signing in to an account without a workspace', () => {
  it('gives it a fresh personal workspace, named as at sign-up', async () => {
    const former = await signUpVerified(app.url);
    const formerId = await userId(former);
    const newOwner = await signUp(app.url);
    const handedOver = await joinWorkspace(former, newOwner, 'editor');
    expect(
      (await former.patch(`${FN}/team-members/${await userId(newOwner)}`, { role: 'owner' })).status,
    ).toBe(200);
    // The new owner removes the former one, whose only workspace that was.
    expect((await newOwner.delete(`${FN}/team-members/${formerId}`)).status).toBe(200);

    const back = await signIn(other.url, former.email, PASSWORD);
    expect((await back.get(`${FN}/user-status`)).status).toBe(200);
    const workspaces = (await back.get(`${FN}/workspaces`)).body as Array<{ id: string }>;
    expect(workspaces).toEqual([
      expect.objectContaining({
        name: `${former.email.split('@')[0]}'s workspace`,
        role: 'owner',
        ownerEmail: former.email,
        current: true,
      }),
    ]);
    expect(workspaces[0]!.id).not.toBe(handedOver);
    expect((await back.post(`${FN}/mindmaps`, { data: { title: 'Fresh start' } })).status).toBe(201);
  });
});
