import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp, signUpVerified, uniqueEmail, verifyEmail } from '../../helpers/accounts';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function invite(owner: HttpClient, email: string, role: 'editor' | 'viewer' = 'editor') {
  const response = await owner.post(`${FN}/invitations`, { email, role });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return new URL(response.body.inviteUrl as string).searchParams.get('token')!;
}

async function team(
  owner: HttpClient,
  member: HttpClient & { email: string },
  role: 'editor' | 'viewer' = 'editor',
) {
  const token = await invite(owner, member.email, role);
  await verifyEmail(member);
  const accepted = await member.post(`${FN}/invitations/accept`, { token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accepted.body.workspaceId as string;
}

describe('a new account', () => {
  it('has one personal workspace it owns, listed as current', async () => {
    const user = await signUp(app.url);
    const { body } = await user.get(`${FN}/workspaces`);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ role: 'owner', ownerEmail: user.email, current: true });
    const members = await user.get(`${FN}/team-members`);
    expect(members.body).toEqual([expect.objectContaining({ email: user.email, role: 'owner' })]);
  });
});

describe('invitations', () => {
  it('let the invited person preview, accept and work in the shared workspace', async () => {
    const owner = await signUpVerified(app.url);
    const member = await signUp(app.url);
    const token = await invite(owner, member.email);
    const preview = await createHttpClient(app.url).get(`${FN}/invitations/preview?token=${token}`);
    expect(preview.body).toMatchObject({ email: member.email, role: 'editor' });
    await verifyEmail(member);
    const { body } = await member.post(`${FN}/invitations/accept`, { token });
    const workspaces = (await member.get(`${FN}/workspaces`)).body;
    expect(workspaces).toHaveLength(2);
    expect(workspaces.find((w: { current: boolean }) => w.current)).toMatchObject({
      id: body.workspaceId,
      role: 'editor',
      ownerEmail: owner.email,
    });
    const names = (await member.get(`${FN}/team-members`)).body.map((m: { email: string }) => m.email);
    expect(names.sort()).toEqual([owner.email, member.email].sort());
    expect((await member.post(`${FN}/invitations/accept`, { token })).status).toBe(404);
  });

  it('can only be accepted by the invited address', async () => {
    const owner = await signUpVerified(app.url);
    const token = await invite(owner, uniqueEmail('invitee'));
    const stranger = await signUp(app.url);
    const response = await stranger.post(`${FN}/invitations/accept`, { token });
    expect(response.status).toBe(403);
    expect((await stranger.get(`${FN}/workspaces`)).body).toHaveLength(1);
  });

  it('wait while the invited account has not verified its address, then accept with the same link', async () => {
    const owner = await signUpVerified(app.url);
    // Whoever sees the link can register the invited address; until its owner verifies it, nobody joins.
    const member = await signUp(app.url);
    const token = await invite(owner, member.email);
    const refused = await member.post(`${FN}/invitations/accept`, { token });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        error: `Verify your e-mail address to accept this invitation. We sent a link to ${member.email}.`,
      },
    });
    expect((await member.get(`${FN}/workspaces`)).body).toHaveLength(1);
    expect((await owner.get(`${FN}/team-members`)).body).toHaveLength(1);
    expect((await owner.get(`${FN}/invitations`)).body).toEqual([
      expect.objectContaining({ email: member.email, role: 'editor' }),
    ]);
    expect((await createHttpClient(app.url).get(`${FN}/invitations/preview?token=${token}`)).status).toBe(
      200,
    );

    await verifyEmail(member);
    const accepted = await member.post(`${FN}/invitations/accept`, { token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const emails = (await owner.get(`${FN}/team-members`)).body.map((m: { email: string }) => m.email);
    expect(emails.sort()).toEqual([owner.email, member.email].sort());
    expect((await owner.get(`${FN}/invitations`)).body).toEqual([]);
  });

  it('are sent, listed and revoked by the owner only', async () => {
    const owner = await signUpVerified(app.url);
    const editor = await signUp(app.url);
    await team(owner, editor);
    expect((await editor.post(`${FN}/invitations`, { email: uniqueEmail() })).status).toBe(403);
    expect((await editor.get(`${FN}/invitations`)).status).toBe(403);
    const token = await invite(owner, uniqueEmail('pending'));
    const pending = (await owner.get(`${FN}/invitations`)).body;
    expect(pending).toHaveLength(1);
    expect((await owner.delete(`${FN}/invitations/${pending[0].id}`)).status).toBe(200);
    expect((await createHttpClient(app.url).get(`${FN}/invitations/preview?token=${token}`)).status).toBe(
      404,
    );
  });

  it('refuse bad input with a 400 and unknown tokens with a 404', async () => {
    const owner = await signUpVerified(app.url);
    expect((await owner.post(`${FN}/invitations`, { email: 'nope' })).status).toBe(400);
    expect((await owner.post(`${FN}/invitations`, { email: uniqueEmail(), role: 'owner' })).status).toBe(400);
    expect((await owner.post(`${FN}/invitations`, { email: owner.email })).status).toBe(400);
    expect((await owner.delete(`${FN}/invitations/not-a-uuid`)).status).toBe(400);
    expect((await owner.post(`${FN}/invitations/accept`, { token: 'x'.repeat(43) })).status).toBe(404);
    expect(
      (await createHttpClient(app.url).post(`${FN}/invitations/accept`, { token: 'x'.repeat(43) })).status,
    ).toBe(401);
  });
});

describe('members', () => {
  it('have their role changed by the owner, at once', async () => {
    const owner = await signUpVerified(app.url);
    const member = await signUp(app.url);
    await team(owner, member);
    const memberId = (await member.get(`${FN}/me`)).body.user.sub;
    const changed = await owner.patch(`${FN}/team-members/${memberId}`, { role: 'viewer' });
    expect(changed.body).toMatchObject({ id: memberId, role: 'viewer' });
    expect(
      (await member.get(`${FN}/workspaces`)).body.find((w: { current: boolean }) => w.current).role,
    ).toBe('viewer');
    expect((await member.patch(`${FN}/team-members/${memberId}`, { role: 'editor' })).status).toBe(403);
  });

  it('hands the workspace over when the owner makes another member owner', async () => {
    const owner = await signUpVerified(app.url);
    const member = await signUp(app.url);
    await team(owner, member);
    const memberId = (await member.get(`${FN}/me`)).body.user.sub;
    expect((await owner.patch(`${FN}/team-members/${memberId}`, { role: 'owner' })).status).toBe(200);
    const roles = Object.fromEntries(
      (await owner.get(`${FN}/team-members`)).body.map((m: { email: string; role: string }) => [
        m.email,
        m.role,
      ]),
    );
    expect(roles).toEqual({ [owner.email]: 'editor', [member.email]: 'owner' });
  });

  it('lose the workspace at once when removed, and fall back to their own', async () => {
    const owner = await signUpVerified(app.url);
    const member = await signUp(app.url);
    const shared = await team(owner, member);
    const memberId = (await member.get(`${FN}/me`)).body.user.sub;
    expect((await owner.delete(`${FN}/team-members/${memberId}`)).status).toBe(200);
    const workspaces = (await member.get(`${FN}/workspaces`)).body;
    expect(workspaces.map((w: { id: string }) => w.id)).not.toContain(shared);
    expect(workspaces[0]).toMatchObject({ role: 'owner', current: true });
    expect((await member.post(`${FN}/workspaces/current`, { workspaceId: shared })).status).toBe(404);
  });

  it('may leave a workspace, but its owner may not', async () => {
    const owner = await signUpVerified(app.url);
    const member = await signUp(app.url);
    await team(owner, member, 'viewer');
    const ids = {
      owner: (await owner.get(`${FN}/me`)).body.user.sub,
      member: (await member.get(`${FN}/me`)).body.user.sub,
    };
    expect((await member.delete(`${FN}/team-members/${ids.owner}`)).status).toBe(403);
    expect((await owner.delete(`${FN}/team-members/${ids.owner}`)).status).toBe(400);
    expect((await member.delete(`${FN}/team-members/${ids.member}`)).status).toBe(200);
  });
});

describe('switching workspaces', () => {
  it('changes which workspace the list routes answer for, and refuses a foreign one with 404', async () => {
    const owner = await signUpVerified(app.url);
    const member = await signUp(app.url);
    const shared = await team(owner, member);
    const own = (await member.get(`${FN}/workspaces`)).body.find(
      (w: { role: string }) => w.role === 'owner',
    ).id;
    expect((await member.post(`${FN}/workspaces/current`, { workspaceId: own })).status).toBe(200);
    expect((await member.get(`${FN}/team-members`)).body).toHaveLength(1);
    expect((await member.post(`${FN}/workspaces/current`, { workspaceId: shared })).status).toBe(200);
    expect((await member.get(`${FN}/team-members`)).body).toHaveLength(2);
    const stranger = await signUp(app.url);
    expect((await stranger.post(`${FN}/workspaces/current`, { workspaceId: shared })).status).toBe(404);
    expect((await stranger.post(`${FN}/workspaces/current`, { workspaceId: 'nope' })).status).toBe(400);
  });

  it('follows the member across sign-ins', async () => {
    const owner = await signUpVerified(app.url);
    const member = await signUp(app.url);
    const shared = await team(owner, member);
    const again = createHttpClient(app.url);
    await again.post(`${FN}/login`, { email: member.email, password: PASSWORD });
    expect((await again.get(`${FN}/workspaces`)).body.find((w: { current: boolean }) => w.current).id).toBe(
      shared,
    );
  });
});
