import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@server/server';
import { ACCESS_REVOKED_REASON } from '@shared/presence';
import { verifyToShare } from '@shared/api/verification';
import { FN, PASSWORD, signUp, signUpVerified, uniqueEmail, verifyEmail } from '../../helpers/accounts';
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

/** Opens the latest link of `path` mailed to `email` in a browser that is not signed in. */
async function openSignedOut(email: string, path: '/verify-email' | '/reset-password', body = {}) {
  const link = latestLink(app.url, email, `${path}?token=`);
  expect(link, `no ${path} link was mailed to ${email}`).toBeDefined();
  const token = new URL(link!).searchParams.get('token');
  const answer = await createHttpClient(app.url).post(`${FN}${path}`, { token, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The mailbox's owner asks for a reset link and chooses a password with it, signed out. */
async function ownerResets(email: string) {
  expect((await createHttpClient(app.url).post(`${FN}/forgot-password`, { email })).status).toBe(200);
  await openSignedOut(email, '/reset-password', { password: OWNER_PASSWORD });
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

describe("a reset that is the first proof that the mailbox's owner holds the account", () => {
  it("undoes the takeover of whoever registered the address: the owner's workspace is theirs alone again", async () => {
    const email = uniqueEmail('victim');
    // The attacker registers the address and keeps the session; the owner, seeing the welcome mail,
    // confirms the address without being signed in (the attacker still knows the password).
    const squatted = await signUp(app.url, email);
    const workspaceId = await currentWorkspaceId(squatted);
    await openSignedOut(email, '/verify-email');
    // The attacker brings an account of their own, hands it the workspace and leaves an invitation.
    const accomplice = await signUp(app.url);
    await joinWorkspace(squatted, accomplice, 'editor');
    const pending = await invite(squatted);
    const handed = await squatted.patch(`${FN}/team-members/${await userId(accomplice)}`, { role: 'owner' });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
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

  it('leaves alone what the account did once its holder opened the verification link signed in', async () => {
    const owner = await signUpVerified(app.url);
    const { member } = await signUpMember(app.url, owner);
    await invite(owner);

    await ownerResets(owner.email);

    const back = await signIn(app.url, owner.email, OWNER_PASSWORD);
    expect(await membersOf(back)).toEqual([
      { email: owner.email, role: 'owner' },
      { email: member.email, role: 'editor' },
    ]);
    expect((await back.get(`${FN}/invitations`)).body).toHaveLength(1);
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
