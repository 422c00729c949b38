import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, PASSWORD, signUp } from '../../helpers/accounts';
import { createTestClock, DAY } from '../../helpers/clock';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, type HttpClient } from '../../helpers/http';
import { latestMail } from '../../helpers/mailbox';
import { joinWorkspace } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';

/**
 * Deleting an account (DELETE /api/me) with the default grace period: scheduled and mailed, cancelled by
 * signing in or by the Cancel route, refused without the password or for workspaces others use unless
 * confirmed, and once the test clock passes its date carried out by its job.
 */

type Account = HttpClient & { email: string };

const clock = createTestClock(new Date());
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(() => app?.close());

const deleteMe = (client: HttpClient, body: Record<string, unknown>) =>
  client.request('DELETE', '/api/me', body);

async function userId(client: HttpClient): Promise<string> {
  return (await client.get(`${FN}/me`)).body.user.sub as string;
}

async function userRow(id: string) {
  return app.database.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
}

async function deletionJobs(id: string) {
  const jobs = await app.database.db.selectFrom('jobs').select(['kind', 'payload']).execute();
  return jobs.filter((job) => job.kind === 'account.delete' && JSON.stringify(job.payload).includes(id));
}

/** Pays for the plan on the local test-mode checkout: a month, which the test clock's days stay within. */
async function pay(client: HttpClient) {
  const started = await client.post(`${FN}/createCheckoutSession`, {});
  const sessionId = new URL(started.body.url, app.url).searchParams.get('session_id');
  expect((await client.post('/api/billing/test-checkout', { session_id: sessionId })).status).toBe(200);
}

async function planStatus(client: HttpClient) {
  return (await client.get(`${FN}/user-status`)).body.data.subscription_status as string;
}

/** A to-do in the host's workspace that `author` (a member there) comments on; resolves to its id. */
async function commentInHostWorkspace(host: Account, author: Account) {
  await joinWorkspace(host, author, 'editor');
  const list = await host.post(`${FN}/todo-lists`, { title: 'Shared errands' });
  const todo = await host.post(`${FN}/todos`, { title: 'Book the van', list_id: list.body.id });
  const comment = await author.post(`${FN}/todo-comments`, { todoId: todo.body.id, comment: 'On it' });
  expect(comment.status, JSON.stringify(comment.body)).toBe(201);
  return todo.body.id as string;
}

describe('deleting an account after the grace period', () => {
  it('is scheduled with a mail, shown, and cancelled by signing in, which mails too', async () => {
    const user = await signUp(app.url);
    await pay(user);
    const workspaceId = await currentWorkspaceId(user);
    const before = await user.get('/api/me/deletion');
    expect(before.body).toMatchObject({ deletesAt: null, shared: [], leaves: [] });
    expect(before.body.deletes).toEqual([expect.objectContaining({ id: workspaceId, members: 1 })]);

    const scheduled = await deleteMe(user, { password: PASSWORD });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(202);
    const deletesAt = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    expect(scheduled.body).toEqual({ deletesAt });
    expect((await user.get('/api/me/deletion')).body.deletesAt).toBe(deletesAt);
    const mail = await latestMail(app.url, user.email);
    expect(mail?.subject).toBe('Your Mindlane account will be deleted');
    expect(mail?.text).toContain(new Date(deletesAt).toUTCString());
    expect(mail?.link).toContain('/account');
    // The paid plan ends with its period instead of renewing (local test mode's state of it).
    expect(await planStatus(user)).toBe('canceled');
    // Asked again, the schedule stands; the account keeps working meanwhile.
    expect((await deleteMe(user, { password: PASSWORD })).body).toEqual({ deletesAt });
    expect((await user.get(`${FN}/mindmaps`)).status).toBe(200);

    const elsewhere = createHttpClient(app.url);
    expect((await elsewhere.post(`${FN}/login`, { email: user.email, password: PASSWORD })).status).toBe(200);
    expect((await user.get('/api/me/deletion')).body.deletesAt).toBeNull();
    const cancelled = await latestMail(app.url, user.email);
    expect(cancelled?.subject).toBe('Your Mindlane account will not be deleted');
    expect(await planStatus(user)).toBe('active');
    clock.advance(8 * DAY);
    await app.app.jobs.runDue();
    expect(await userRow(await userId(user))).toBeDefined();
    expect((await elsewhere.get(`${FN}/mindmaps`)).status).toBe(200);
  });

  it('is cancelled by the Cancel route without a mail', async () => {
    const user = await signUp(app.url);
    expect((await deleteMe(user, { password: PASSWORD })).status).toBe(202);
    await latestMail(app.url, user.email);
    expect((await user.post('/api/me/cancel-deletion')).status).toBe(200);
    expect((await user.get('/api/me/deletion')).body.deletesAt).toBeNull();
    expect((await latestMail(app.url, user.email))?.subject).toBe('Your Mindlane account will be deleted');
    // Nothing scheduled: cancelling again is harmless.
    expect((await user.post('/api/me/cancel-deletion')).status).toBe(200);
  });

  it('refuses a missing or wrong password, changes nothing, and counts it as a failed sign-in', async () => {
    const user = await signUp(app.url);
    const id = await userId(user);
    expect((await deleteMe(user, {})).status).toBe(400);
    const wrong = await deleteMe(user, { password: 'not-the-password' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatch(/not your current password/);
    expect(await deletionJobs(id)).toEqual([]);
    expect((await user.get('/api/me/deletion')).body.deletesAt).toBeNull();
    const failures = await app.database.db
      .selectFrom('sign_in_failures')
      .select('id')
      .where('email', '=', user.email.toLowerCase())
      .execute();
    expect(failures).toHaveLength(1);
  });

  it('cannot be used to guess the password faster than signing in: the sign-in throttle counts it', async () => {
    const user = await signUp(app.url);
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await deleteMe(user, { password: `guess-${guess}` })).status).toBe(403);
    }
    const throttled = await deleteMe(user, { password: PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    const signIn = await createHttpClient(app.url).post(`${FN}/login`, {
      email: user.email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(429);
    expect(await deletionJobs(await userId(user))).toEqual([]);
  });

  it('refuses an API token', async () => {
    const user = await signUp(app.url);
    const { secret } = await createToken(user, { workspaceId: await currentWorkspaceId(user) });
    const bearer = createBearerClient(app.url, secret);
    expect((await bearer.request('DELETE', '/api/me', { password: PASSWORD })).status).toBe(403);
    expect((await bearer.get('/api/me/deletion')).status).toBe(403);
    expect(await deletionJobs(await userId(user))).toEqual([]);
  });

  it('names the workspaces others use (409) until confirmed, then deletes them with the account', async () => {
    const owner = await signUp(app.url);
    const teamId = await currentWorkspaceId(owner);
    const teammate = await signUp(app.url);
    await joinWorkspace(owner, teammate, 'editor');
    const refused = await deleteMe(owner, { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('(2 members)');
    expect(refused.body.error).toContain('deleteOwnedWorkspaces');
    expect((await owner.get('/api/me/deletion')).body.shared).toEqual([
      expect.objectContaining({ id: teamId, members: 2 }),
    ]);
    const ownerId = await userId(owner);
    expect(await deletionJobs(ownerId)).toEqual([]);

    const confirmed = await deleteMe(owner, { password: PASSWORD, deleteOwnedWorkspaces: true });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(202);
    clock.advance(7 * DAY + 1);
    await app.app.jobs.runDue();
    expect(await userRow(ownerId)).toBeUndefined();
    const team = await app.database.db
      .selectFrom('workspaces')
      .select('id')
      .where('id', '=', teamId)
      .execute();
    expect(team).toEqual([]);
    // The teammate keeps their account, in their own workspace.
    expect(await currentWorkspaceId(teammate)).not.toBe(teamId);
  });

  it('once due, erases the account, its own workspace and its sessions, and its comments elsewhere show Anon', async () => {
    const user = await signUp(app.url);
    const id = await userId(user);
    const ownId = await currentWorkspaceId(user);
    const host = await signUp(app.url);
    await pay(host);
    const todoId = await commentInHostWorkspace(host, user);
    const plan = (await user.get('/api/me/deletion')).body;
    expect(plan.deletes.map((one: { id: string }) => one.id)).toEqual([ownId]);
    expect(plan.leaves).toEqual([expect.objectContaining({ members: 2 })]);

    expect((await deleteMe(user, { password: PASSWORD })).status).toBe(202);
    clock.advance(7 * DAY - 60_000);
    await app.app.jobs.runDue();
    expect(await userRow(id)).toBeDefined();

    clock.advance(2 * 60_000);
    await app.app.jobs.runDue();
    expect(await userRow(id)).toBeUndefined();
    const own = await app.database.db.selectFrom('workspaces').select('id').where('id', '=', ownId).execute();
    expect(own).toEqual([]);
    expect(await deletionJobs(id)).toEqual([]);
    expect((await user.get(`${FN}/mindmaps`)).status).toBe(401);
    expect((await user.get(`${FN}/me`)).body).toEqual({ user: null });
    const thread = await host.get(`${FN}/todo-comments?todoId=${todoId}`);
    expect(thread.body).toEqual([
      expect.objectContaining({ comment: 'On it', author: 'Anon', author_id: null }),
    ]);
    const members = (await host.get(`${FN}/team-members`)).body as Array<{ email: string }>;
    expect(members.map((member) => member.email)).toEqual([host.email]);
    // Signing in finds no account.
    const again = await createHttpClient(app.url).post(`${FN}/login`, {
      email: user.email,
      password: PASSWORD,
    });
    expect(again.status).toBe(401);
  });
});
