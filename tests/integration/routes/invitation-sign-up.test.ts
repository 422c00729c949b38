import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUpVerified, uniqueEmail } from '../../helpers/accounts';
import { createTestClock, DAY } from '../../helpers/clock';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { latestLink } from '../../helpers/mailbox';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const GONE = 'This invitation is invalid or has expired.';
const clock = createTestClock(new Date());
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app?.close());

async function invite(owner: HttpClient, email: string, role: 'editor' | 'viewer' = 'editor') {
  const response = await owner.post(`${FN}/invitations`, { email, role });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return new URL(response.body.inviteUrl as string).searchParams.get('token')!;
}

/** Signs up through an invitation's page (its token in the body), then signs in like the /login step. */
async function signUpWith(email: string, invitationToken: string) {
  const client = createHttpClient(app.url);
  const registered = await client.post(`${FN}/register`, { email, password: PASSWORD, invitationToken });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  expect((await client.post(`${FN}/login`, { email, password: PASSWORD })).status).toBe(200);
  return client;
}

const preview = (token: string) => createHttpClient(app.url).get(`${FN}/invitations/preview?token=${token}`);

describe('GET /invitations/preview', () => {
  it("tells a visitor only that invitation's workspace, inviter, address and role", async () => {
    const owner = await signUpVerified(app.url);
    await owner.patch(`${FN}/me`, { name: 'Olivia Owner' });
    const email = uniqueEmail('invitee');
    const token = await invite(owner, email, 'viewer');
    const { status, body } = await preview(token);
    expect(status).toBe(200);
    const workspace = (await owner.get(`${FN}/workspaces`)).body[0];
    // Exactly these four facts: no ids, no owner's address, no expiry, no other invitation.
    expect(body).toEqual({ workspaceName: workspace.name, invitedBy: 'Olivia Owner', email, role: 'viewer' });
  });

  it('answers an unknown, expired or withdrawn token with a clear 404, and a malformed one with 400', async () => {
    const owner = await signUpVerified(app.url);
    expect(await preview('x'.repeat(43))).toMatchObject({ status: 404, body: { error: GONE } });
    expect((await preview('short')).status).toBe(400);
    expect((await createHttpClient(app.url).get(`${FN}/invitations/preview`)).status).toBe(400);

    const withdrawn = await invite(owner, uniqueEmail('withdrawn'));
    const pending = (await owner.get(`${FN}/invitations`)).body as Array<{ id: string; email: string }>;
    const id = pending.find((row) => row.email.startsWith('withdrawn'))!.id;
    expect((await owner.delete(`${FN}/invitations/${id}`)).status).toBe(200);
    expect(await preview(withdrawn)).toMatchObject({ status: 404, body: { error: GONE } });

    const expiring = await invite(owner, uniqueEmail('late'));
    clock.advance(8 * DAY);
    try {
      expect(await preview(expiring)).toMatchObject({ status: 404, body: { error: GONE } });
    } finally {
      clock.advance(-8 * DAY);
    }
  });
});

describe('POST /register with an invitation token', () => {
  it('for the invited address: starts verified, has joined with its role, and works in that workspace', async () => {
    const owner = await signUpVerified(app.url);
    const email = uniqueEmail('invitee');
    const token = await invite(owner, email, 'editor');
    // The address as typed may differ in case from the invitation's.
    const member = await signUpWith(email.toUpperCase(), token);

    expect((await member.get(`${FN}/me`)).body.user.email_verified).toBe(true);
    expect(await latestLink(app.url, email, '/verify-email?token=')).toBeUndefined();
    const workspaces = (await member.get(`${FN}/workspaces`)).body as Array<Record<string, unknown>>;
    expect(workspaces).toHaveLength(2);
    expect(workspaces.find((w) => w.current)).toMatchObject({ role: 'editor', ownerEmail: owner.email });
    const emails = (await owner.get(`${FN}/team-members`)).body.map((m: { email: string }) => m.email);
    expect(emails).toContain(email.toUpperCase());
    expect((await owner.get(`${FN}/invitations`)).body).toEqual([]);
    // Used: the link now says so.
    expect(await preview(token)).toMatchObject({ status: 404, body: { error: GONE } });
  });

  it('for another address (a link passed on): an ordinary sign-up that must verify, and the invitation stays open', async () => {
    const owner = await signUpVerified(app.url);
    const invited = uniqueEmail('invited');
    const token = await invite(owner, invited);
    const other = uniqueEmail('forwarded');
    const stranger = await signUpWith(other, token);

    expect((await stranger.get(`${FN}/me`)).body.user.email_verified).toBe(false);
    expect(await latestLink(app.url, other, '/verify-email?token=')).toBeDefined();
    const workspaces = (await stranger.get(`${FN}/workspaces`)).body as Array<Record<string, unknown>>;
    expect(workspaces).toEqual([expect.objectContaining({ role: 'owner', current: true })]);
    expect((await stranger.post(`${FN}/invitations/accept`, { token })).status).toBe(403);
    expect((await owner.get(`${FN}/team-members`)).body).toHaveLength(1);
    expect((await owner.get(`${FN}/invitations`)).body).toEqual([
      expect.objectContaining({ email: invited }),
    ]);

    // The invited address can still use it.
    const member = await signUpWith(invited, token);
    expect((await member.get(`${FN}/me`)).body.user.email_verified).toBe(true);
    expect((await owner.get(`${FN}/team-members`)).body).toHaveLength(2);
  });

  it('refuses a token that opens no invitation, creating no account, and a malformed one with 400', async () => {
    const owner = await signUpVerified(app.url);
    const email = uniqueEmail('late');
    const token = await invite(owner, email);
    const visitor = createHttpClient(app.url);
    const body = { email, password: PASSWORD };
    expect(await visitor.post(`${FN}/register`, { ...body, invitationToken: 'y'.repeat(43) })).toMatchObject({
      status: 404,
      body: { error: GONE },
    });
    expect((await visitor.post(`${FN}/register`, { ...body, invitationToken: 'short' })).status).toBe(400);
    expect((await visitor.post(`${FN}/register`, { ...body, invitationToken: 42 })).status).toBe(400);
    // Nothing was created: the address is still free, and the real token still works.
    expect((await visitor.post(`${FN}/login`, body)).status).toBe(401);
    await signUpWith(email, token);
    expect(
      (await visitor.post(`${FN}/register`, { ...body, email: uniqueEmail(), invitationToken: token }))
        .status,
    ).toBe(404);
  });
});
