import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOKEN_NOT_ACCEPTED,
  TOKEN_INVALID,
  TOKEN_READ_ONLY,
} from '@server/plugins/app/authentication/token-auth';
import { ACCESS_REVOKED_REASON } from '@shared/presence';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { FN, signUp, signUpVerified, uniqueEmail, verifyEmail } from '../../helpers/accounts';
import { createTestClock, DAY } from '../../helpers/clock';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { createHttpClient, eventually, type HttpClient } from '../../helpers/http';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';

/** The prefixes scripts may use; the alias mount answers the same routes. */
const PREFIXES = ['/api', FN] as const;
const HOSTILE_ORIGIN = 'https://evil.example';

const clock = createTestClock();
let app: TestApp;
const sockets: DocumentClient[] = [];

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await app?.close();
});

function track(client: DocumentClient) {
  sockets.push(client);
  return client;
}

async function owner() {
  const client = await signUpVerified(app.url);
  return Object.assign(client, { workspaceId: await currentWorkspaceId(client) });
}

async function createMap(client: HttpClient, title = 'Plan') {
  const response = await client.post(`${FN}/mindmaps`, { data: { title } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
}

/** Adds `member` to the owner's workspace with `role`; the member's current workspace stays their own. */
async function join(workspaceOwner: HttpClient, member: HttpClient & { email: string }, role: string) {
  const invited = await workspaceOwner.post(`${FN}/invitations`, { email: member.email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const token = new URL(invited.body.inviteUrl as string).searchParams.get('token');
  await verifyEmail(member);
  expect((await member.post(`${FN}/invitations/accept`, { token })).status).toBe(200);
}

async function userId(client: HttpClient): Promise<string> {
  return (await client.get('/api/me')).body.user.sub as string;
}

describe('POST /api/tokens', () => {
  it('shows the secret once, lists the token without it and stores only its SHA-256 hash', async () => {
    const user = await owner();
    const created = await user.post('/api/tokens', {
      name: ' CI export ',
      workspaceId: user.workspaceId,
      scope: 'read',
      expiresInDays: 30,
    });
    expect(created.status).toBe(201);
    const { token, secret } = created.body;
    expect(secret).toMatch(/^mlt_[\w-]{43}$/);
    expect(token).toEqual({
      id: expect.any(String),
      name: 'CI export',
      workspaceId: user.workspaceId,
      workspaceName: expect.any(String),
      scope: 'read',
      createdAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      lastUsedAt: null,
    });
    const listed = await user.get('/api/tokens');
    expect(listed.body).toEqual([token]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const rows = await app.database.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', token.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(secret.slice(4));
  });

  it('refuses bad input with a 400 naming the field, and a workspace the user is not in with a 404', async () => {
    const user = await owner();
    const stranger = await owner();
    const valid = { name: 'x', workspaceId: user.workspaceId, scope: 'read' };
    const cases: Array<[unknown, RegExp]> = [
      [{ ...valid, name: '   ' }, /^name: /],
      [{ ...valid, name: 'x'.repeat(101) }, /^name: /],
      [{ ...valid, scope: 'admin' }, /^scope: /],
      [{ ...valid, workspaceId: 'nope' }, /^workspaceId: /],
      [{ ...valid, expiresInDays: 0 }, /^expiresInDays: /],
      [{ ...valid, expiresInDays: 366 }, /^expiresInDays: /],
      [{ ...valid, expiresInDays: 1.5 }, /^expiresInDays: /],
      [{ ...valid, expiresInDays: '7' }, /^expiresInDays: /],
      ['not json', /./],
    ];
    for (const [body, message] of cases) {
      const response = await user.post('/api/tokens', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatch(message);
    }
    const foreign = await user.post('/api/tokens', { ...valid, workspaceId: stranger.workspaceId });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'Workspace not found' } });
    expect((await user.get('/api/tokens')).body).toEqual([]);
  });
});

describe('a read-write token', () => {
  it('reads and writes maps, nodes, to-do lists and usage under both prefixes, with no Origin check', async () => {
    const user = await owner();
    const { secret } = await createToken(user, { workspaceId: user.workspaceId });
    for (const prefix of PREFIXES) {
      const script = createBearerClient(app.url, secret, { origin: HOSTILE_ORIGIN });
      const map = await script.post(`${prefix}/mindmaps`, { data: { title: `Via ${prefix}` } });
      expect(map.status, JSON.stringify(map.body)).toBe(201);
      const mapId = map.body.id as string;
      expect((await script.get(`${prefix}/mindmaps`)).body.map((m: { id: string }) => m.id)).toContain(mapId);
      expect((await script.get(`${prefix}/mapid/${mapId}`)).body).toMatchObject({ title: `Via ${prefix}` });
      const patched = await script.patch(`${prefix}/update/mindmap/${mapId}`, {
        config: { transform: { x: 1, y: 2, scale: 1 } },
      });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);

      const node = await script.post(`${prefix}/nodes`, {
        mindmapId: mapId,
        x: 10,
        y: 20,
        label: 'From a script',
      });
      expect(node.status, JSON.stringify(node.body)).toBe(201);
      expect((await script.patch(`${prefix}/nodes/${node.body.id}`, { label: 'Renamed' })).status).toBe(200);
      const nodes = (await script.get(`${prefix}/nodes?mindmapId=${mapId}`)).body;
      expect(nodes.find((n: { id: string }) => n.id === node.body.id)).toMatchObject({ label: 'Renamed' });
      expect((await script.get(`${prefix}/node`)).status).toBe(200);
      expect((await script.delete(`${prefix}/nodes/${node.body.id}`)).status).toBe(200);

      const list = await script.post(`${prefix}/todo-lists`, { title: 'Groceries' });
      expect(list.status, JSON.stringify(list.body)).toBe(201);
      expect((await script.get(`${prefix}/todo-lists`)).body.map((l: { id: string }) => l.id)).toContain(
        list.body.id,
      );
      expect((await script.delete(`${prefix}/todo-lists?id=${list.body.id}`)).status).toBe(200);

      expect((await script.get(`${prefix}/usage`)).body).toMatchObject({ mindmaps: 1 });
      expect((await script.delete(`${prefix}/mindmaps?id=${mapId}`)).status).toBe(200);
    }
    // The owner's session sees what the script wrote.
    expect((await user.get(`${FN}/usage`)).body.mindmaps).toBe(0);
  });

  it('reads and writes to-dos, comments, boards, lanes and cards, and a read token only reads them', async () => {
    const user = await owner();
    const { secret } = await createToken(user, { workspaceId: user.workspaceId });
    const script = createBearerClient(app.url, secret, { origin: HOSTILE_ORIGIN });
    const todo = await script.post('/api/todos', { title: 'Scripted' });
    expect(todo.status, JSON.stringify(todo.body)).toBe(201);
    expect((await script.put(`/api/todoid/${todo.body.id}`, { completed: true })).body.completed).toBe(true);
    expect(
      (await script.post('/api/todo-comments', { todoId: todo.body.id, comment: 'From CI' })).status,
    ).toBe(201);
    expect((await script.get(`/api/todo-comments?todoId=${todo.body.id}`)).body).toHaveLength(1);
    const board = await script.post('/api/boards', { title: 'Scripted board' });
    expect(board.status, JSON.stringify(board.body)).toBe(201);
    const lane = await script.post('/api/kanban/columns', { board_id: board.body.id, title: 'Review' });
    expect(lane.status).toBe(201);
    const card = await script.post('/api/kanban/cards', {
      board_id: board.body.id,
      column_id: 'new',
      title: 'Card',
    });
    expect(card.status).toBe(201);
    const moved = await script.patch(`/api/kanban/cards/${card.body.id}/move`, {
      column_id: lane.body.id,
      position: 0,
    });
    expect(moved.body).toMatchObject({ column_id: lane.body.id });
    expect(
      (await script.post('/api/kanban-card-comments', { cardId: card.body.id, comment: 'Noted' })).status,
    ).toBe(201);
    expect((await script.get(`/api/kanban-board-data?id=${board.body.id}`)).body.cards).toHaveLength(1);

    const reader = createBearerClient(
      app.url,
      (await createToken(user, { workspaceId: user.workspaceId, scope: 'read' })).secret,
    );
    expect((await reader.get(`/api/todoid/${todo.body.id}`)).status).toBe(200);
    expect((await reader.get('/api/boards')).status).toBe(200);
    for (const response of [
      await reader.post('/api/todos', { title: 'No' }),
      await reader.put(`/api/todoid/${todo.body.id}`, { completed: false }),
      await reader.post('/api/kanban/cards', { board_id: board.body.id, column_id: 'new', title: 'No' }),
      await reader.delete(`/api/kanban/cards/${card.body.id}`),
      await reader.post('/api/todo-comments', { todoId: todo.body.id, comment: 'No' }),
    ]) {
      expect(response).toMatchObject({ status: 403, body: { error: TOKEN_READ_ONLY } });
    }
    expect((await user.get(`${FN}/todoid/${todo.body.id}`)).body.completed).toBe(true);
  });

  it("works in the token's workspace for that request only, never moving the account's current workspace", async () => {
    const host = await owner();
    const member = await owner();
    await join(host, member, 'editor');
    const hostMap = await createMap(host, 'Shared plan');
    // Accepting switched the member into the host's workspace; they go back to their own.
    expect((await member.post(`${FN}/workspaces/current`, { workspaceId: member.workspaceId })).status).toBe(
      200,
    );
    const { secret } = await createToken(member, { workspaceId: host.workspaceId });
    const script = createBearerClient(app.url, secret);
    expect((await script.get('/api/mindmaps')).body.map((m: { id: string }) => m.id)).toEqual([hostMap]);
    expect(
      (await script.post('/api/nodes', { mindmapId: hostMap, x: 0, y: 0, label: 'Member' })).status,
    ).toBe(201);
    expect(await currentWorkspaceId(member)).toBe(member.workspaceId);
    expect((await member.get(`${FN}/mindmaps`)).body).toEqual([]);
  });

  it("gets 404 on another workspace's maps, nodes and lists, and changes nothing there", async () => {
    const user = await owner();
    const other = await owner();
    const otherMap = await createMap(other, 'Private');
    const otherRoot = (await other.get(`${FN}/nodes?mindmapId=${otherMap}`)).body[0].id as string;
    const otherList = (await other.post(`${FN}/todo-lists`, { title: 'Private list' })).body.id as string;
    const script = createBearerClient(
      app.url,
      (await createToken(user, { workspaceId: user.workspaceId })).secret,
    );
    const attempts = [
      await script.get(`/api/mapid/${otherMap}`),
      await script.get(`/api/nodes?mindmapId=${otherMap}`),
      await script.patch(`/api/update/mindmap/${otherMap}`, {
        config: { transform: { x: 1, y: 2, scale: 1 } },
      }),
      await script.post('/api/nodes', { mindmapId: otherMap, x: 1, y: 1 }),
      await script.patch(`/api/nodes/${otherRoot}`, { label: 'Hijacked' }),
      await script.delete(`/api/nodes/${otherRoot}`),
      await script.delete(`/api/todo-lists?id=${otherList}`),
      await script.delete(`/api/mindmaps?id=${otherMap}`),
    ];
    expect(attempts.map((response) => response.status)).toEqual(attempts.map(() => 404));
    const nodes = (await other.get(`${FN}/nodes?mindmapId=${otherMap}`)).body;
    expect(nodes).toEqual([expect.objectContaining({ id: otherRoot, label: 'Private' })]);
    expect((await other.get(`${FN}/todo-lists`)).body.map((l: { id: string }) => l.id)).toContain(otherList);
  });
});

describe('scope and role', () => {
  it('gives a read token every read and a 403 on every write', async () => {
    const user = await owner();
    const mapId = await createMap(user);
    const script = createBearerClient(
      app.url,
      (await createToken(user, { workspaceId: user.workspaceId, scope: 'read' })).secret,
    );
    expect((await script.get('/api/mindmaps')).status).toBe(200);
    expect((await script.get(`/api/nodes?mindmapId=${mapId}`)).status).toBe(200);
    expect((await script.get('/api/todo-lists')).status).toBe(200);
    expect((await script.get('/api/usage')).status).toBe(200);
    const writes = [
      await script.post('/api/mindmaps', { data: { title: 'No' } }),
      await script.post('/api/nodes', { mindmapId: mapId, x: 1, y: 1 }),
      await script.patch(`/api/update/mindmap/${mapId}`, { config: { transform: { x: 1, y: 2, scale: 1 } } }),
      await script.post('/api/todo-lists', { title: 'No' }),
      await script.delete(`/api/mindmaps?id=${mapId}`),
    ];
    for (const response of writes)
      expect(response).toMatchObject({ status: 403, body: { error: TOKEN_READ_ONLY } });
    expect((await user.get(`${FN}/usage`)).body).toMatchObject({ mindmaps: 1, todoLists: 0 });
  });

  it('takes the lesser of scope and role: a member turned viewer can no longer write', async () => {
    const host = await owner();
    const member = await owner();
    await join(host, member, 'editor');
    const mapId = await createMap(host);
    const script = createBearerClient(
      app.url,
      (await createToken(member, { workspaceId: host.workspaceId })).secret,
    );
    expect((await script.post('/api/nodes', { mindmapId: mapId, x: 1, y: 1, label: 'Before' })).status).toBe(
      201,
    );
    const memberId = await userId(member);
    expect((await host.patch(`${FN}/team-members/${memberId}`, { role: 'viewer' })).status).toBe(200);
    expect(await script.post('/api/nodes', { mindmapId: mapId, x: 1, y: 1, label: 'After' })).toMatchObject({
      status: 403,
      body: { error: 'Viewers cannot make changes.' },
    });
    expect((await script.get(`/api/nodes?mindmapId=${mapId}`)).body).toHaveLength(2);
  });

  it("stops a removed member's token at once, and it stays dead if they are invited back", async () => {
    const host = await owner();
    const member = await owner();
    await join(host, member, 'editor');
    const script = createBearerClient(
      app.url,
      (await createToken(member, { workspaceId: host.workspaceId })).secret,
    );
    expect((await script.get('/api/mindmaps')).status).toBe(200);
    expect((await host.delete(`${FN}/team-members/${await userId(member)}`)).status).toBe(200);
    expect(await script.get('/api/mindmaps')).toMatchObject({ status: 401, body: { error: TOKEN_INVALID } });
    expect((await member.get('/api/tokens')).body).toEqual([]);
    await join(host, member, 'editor');
    expect((await script.get('/api/mindmaps')).status).toBe(401);
  });
});

describe('token lifetime', () => {
  it('is revoked at once by its owner, and nobody else can revoke it', async () => {
    const user = await owner();
    const other = await owner();
    const { id, secret } = await createToken(user, { workspaceId: user.workspaceId });
    const script = createBearerClient(app.url, secret);
    expect((await script.get('/api/mindmaps')).status).toBe(200);
    expect(await other.delete(`/api/tokens/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'Token not found' },
    });
    expect((await script.get('/api/mindmaps')).status).toBe(200);
    expect((await user.delete(`/api/tokens/${id}`)).status).toBe(200);
    const refused = await script.get('/api/mindmaps');
    expect(refused).toMatchObject({ status: 401, body: { error: TOKEN_INVALID } });
    expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect((await user.delete(`/api/tokens/${id}`)).status).toBe(404);
    expect((await user.delete('/api/tokens/not-an-id')).status).toBe(400);
  });

  it('stops working when it expires', async () => {
    const user = await owner();
    const script = createBearerClient(
      app.url,
      (await createToken(user, { workspaceId: user.workspaceId, expiresInDays: 1 })).secret,
    );
    expect((await script.get('/api/mindmaps')).status).toBe(200);
    clock.advance(DAY - 1000);
    expect((await script.get('/api/mindmaps')).status).toBe(200);
    clock.advance(1000);
    expect((await script.get('/api/mindmaps')).status).toBe(401);
  });

  it('writes its last-used date at most once a minute', async () => {
    const user = await owner();
    const { id, secret } = await createToken(user, { workspaceId: user.workspaceId });
    const lastUsed = async () =>
      ((await user.get('/api/tokens')).body as Array<{ id: string; lastUsedAt: string | null }>).find(
        (token) => token.id === id,
      )!.lastUsedAt;
    const script = createBearerClient(app.url, secret);
    const first = clock.now().toISOString();
    await script.get('/api/mindmaps');
    expect(await lastUsed()).toBe(first);
    clock.advance(30_000);
    await script.get('/api/mindmaps');
    expect(await lastUsed()).toBe(first);
    clock.advance(30_000);
    await script.get('/api/mindmaps');
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it('is revoked with every other token of the account by a password reset', async () => {
    const user = await owner();
    const tokens = [
      await createToken(user, { workspaceId: user.workspaceId }),
      await createToken(user, { workspaceId: user.workspaceId, scope: 'read' }),
    ];
    const resetToken = await app.app.repos.passwordResets.create(await userId(user), clock.now(), DAY);
    const reset = await createHttpClient(app.url).post(`${FN}/reset-password`, {
      token: resetToken,
      password: 'Another-pass-7',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    for (const { secret } of tokens) {
      expect((await createBearerClient(app.url, secret).get('/api/mindmaps')).status).toBe(401);
    }
    expect(
      await app.database.db
        .selectFrom('api_tokens')
        .selectAll()
        .where(
          'id',
          'in',
          tokens.map((t) => t.id),
        )
        .execute(),
    ).toEqual([]);
  });

  it('is named to its owner after a reset: in the answer and on GET /tokens/ended until dismissed', async () => {
    const user = await owner();
    const made = clock.now().toISOString();
    await createToken(user, { workspaceId: user.workspaceId, name: 'Nightly export' });
    await createToken(user, { workspaceId: user.workspaceId, name: 'CI sync', scope: 'read' });
    const stranger = await owner();
    await createToken(stranger, { workspaceId: stranger.workspaceId, name: 'Not yours' });
    clock.advance(60_000);
    const endedAt = clock.now().toISOString();
    const resetToken = await app.app.repos.passwordResets.create(await userId(user), clock.now(), DAY);
    const reset = await createHttpClient(app.url).post(`${FN}/reset-password`, {
      token: resetToken,
      password: 'Another-pass-7',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const ended = (name: string) => ({
      id: expect.any(String),
      name,
      workspaceName: expect.stringContaining("'s workspace"),
      createdAt: made,
      endedAt,
    });
    expect(reset.body).toEqual({ success: true, endedTokens: expect.any(Array) });
    expect(reset.body.endedTokens).toHaveLength(2);
    expect(reset.body.endedTokens).toEqual(
      expect.arrayContaining([ended('CI sync'), ended('Nightly export')]),
    );

    // The reset ended the sessions: the owner signs in again and finds the same list.
    const again = createHttpClient(app.url);
    expect((await again.post(`${FN}/login`, { email: user.email, password: 'Another-pass-7' })).status).toBe(
      200,
    );
    expect((await again.get('/api/tokens/ended')).body).toEqual({ endedTokens: reset.body.endedTokens });
    // Nobody else reads it: another account sees only its own (none), a token or a visitor nothing.
    expect((await stranger.get('/api/tokens/ended')).body).toEqual({ endedTokens: [] });
    const strangerToken = await createToken(stranger, { workspaceId: stranger.workspaceId });
    expect((await createBearerClient(app.url, strangerToken.secret).get('/api/tokens/ended')).status).toBe(
      403,
    );
    expect((await createHttpClient(app.url).get('/api/tokens/ended')).status).toBe(401);

    expect((await again.delete('/api/tokens/ended')).status).toBe(200);
    expect((await again.get('/api/tokens/ended')).body).toEqual({ endedTokens: [] });
  });

  it('stops naming what a reset ended after 30 days, and a later reset with no tokens keeps the list', async () => {
    const user = await owner();
    const id = await userId(user);
    await createToken(user, { workspaceId: user.workspaceId, name: 'Old script' });
    const reset = async () => {
      const resetToken = await app.app.repos.passwordResets.create(id, clock.now(), DAY);
      const answer = await createHttpClient(app.url).post(`${FN}/reset-password`, {
        token: resetToken,
        password: 'Another-pass-7',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const signedIn = createHttpClient(app.url);
      await signedIn.post(`${FN}/login`, { email: user.email, password: 'Another-pass-7' });
      return { answer: answer.body, signedIn };
    };
    const first = await reset();
    expect(first.answer.endedTokens.map((t: { name: string }) => t.name)).toEqual(['Old script']);
    clock.advance(29 * DAY);
    const second = await reset();
    expect(second.answer.endedTokens).toEqual([]);
    expect((await second.signedIn.get('/api/tokens/ended')).body.endedTokens).toHaveLength(1);
    clock.advance(DAY);
    expect((await second.signedIn.get('/api/tokens/ended')).body).toEqual({ endedTokens: [] });
  });

  it("stops when the workspace's plan lapses, on every route", async () => {
    const user = await owner();
    const script = createBearerClient(
      app.url,
      (await createToken(user, { workspaceId: user.workspaceId })).secret,
    );
    expect((await script.get('/api/usage')).status).toBe(200);
    clock.advance(3 * DAY);
    for (const path of ['/api/usage', '/api/mindmaps', '/api/todo-lists']) {
      expect((await script.get(path)).status, path).toBe(402);
    }
  });
});

describe('bearer requests', () => {
  it('are authenticated by the token alone: a cookie beside a bad token does not sign them in', async () => {
    const user = await owner();
    const cookie = [...user.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = [
      'Bearer mlt_not-a-real-token',
      'Bearer',
      'Bearer ',
      `Bearer ${'a'.repeat(500)}`,
      'bearer  two words',
    ];
    for (const authorization of headers) {
      const response = await fetch(new URL('/api/mindmaps', app.url), { headers: { authorization, cookie } });
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toEqual({ error: TOKEN_INVALID });
    }
  });

  it('are refused by session-only routes: account, password, team, token and admin routes', async () => {
    const user = await owner();
    const { id, secret } = await createToken(user, { workspaceId: user.workspaceId });
    const script = createBearerClient(app.url, secret);
    const attempts = [
      await script.get('/api/me'),
      await script.patch('/api/me', { name: 'Script' }),
      await script.get('/api/user-status'),
      await script.get('/api/workspaces'),
      await script.post('/api/workspaces/current', { workspaceId: user.workspaceId }),
      await script.get('/api/team-members'),
      await script.post('/api/invitations', { email: uniqueEmail() }),
      await script.get('/api/tokens'),
      await script.post('/api/tokens', { name: 'more', workspaceId: user.workspaceId, scope: 'read-write' }),
      await script.delete(`/api/tokens/${id}`),
      await script.get('/api/users'),
      await script.post('/api/logout'),
      await script.post('/api/login', { email: user.email, password: 'whatever-1' }),
      await script.post('/api/forgot-password', { email: user.email }),
    ];
    for (const response of attempts) {
      expect(response).toMatchObject({ status: 403, body: { error: TOKEN_NOT_ACCEPTED } });
    }
    expect((await user.get('/api/tokens')).body).toHaveLength(1);
  });
});

describe('live documents over /collab', () => {
  it('open read-only for a read token and read-write for a read-write token', async () => {
    const user = await owner();
    const mapId = await createMap(user);
    const name = `mindmap:${mapId}`;
    const read = await createToken(user, { workspaceId: user.workspaceId, scope: 'read' });
    const write = await createToken(user, { workspaceId: user.workspaceId });
    const session = track(openDocument(app.url, name, { client: user }));
    const reader = track(openDocument(app.url, name, { bearer: read.secret, origin: HOSTILE_ORIGIN }));
    const writer = track(openDocument(app.url, name, { bearer: write.secret }));
    await Promise.all([session.synced(), reader.synced(), writer.synced()]);
    const rootId = readMindmap(reader.doc).rootId!;

    addNode(reader.doc, { parentId: rootId, label: 'from the read token', x: 0, y: 0 });
    reader.provider.setAwarenessField('marker', 'reader');
    await eventually(() =>
      [...session.provider.awareness!.getStates().values()].some((state) => state.marker === 'reader'),
    );
    expect(reader.provider.hasUnsyncedChanges).toBe(true);

    addNode(writer.doc, { parentId: rootId, label: 'from the write token', x: 0, y: 0 });
    await writer.acknowledged();
    const labels = await eventually(async () => {
      const nodes = (await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ label: string }>;
      return nodes.length === 2 && nodes.map((node) => node.label);
    });
    expect(labels).toContain('from the write token');
    expect(labels).not.toContain('from the read token');
  });

  it("refuse another workspace's document, and close when the token is revoked", async () => {
    const user = await owner();
    const other = await owner();
    const otherMap = await createMap(other);
    const mapId = await createMap(user);
    const { id, secret } = await createToken(user, { workspaceId: user.workspaceId });
    const foreign = track(openDocument(app.url, `mindmap:${otherMap}`, { bearer: secret }));
    await eventually(() => foreign.refused());
    const live = track(openDocument(app.url, `mindmap:${mapId}`, { bearer: secret }));
    await live.synced();
    const reasons: string[] = [];
    live.provider.on('close', ({ event }: { event: { reason: string } }) => reasons.push(event.reason));
    expect((await user.delete(`/api/tokens/${id}`)).status).toBe(200);
    await eventually(() => reasons.includes(ACCESS_REVOKED_REASON));
    const again = track(openDocument(app.url, `mindmap:${mapId}`, { bearer: secret }));
    await eventually(() => again.upgradeRefused());
    expect(again.upgradeRefused()).toBe(401);
  });
});

describe('the token rate limit', () => {
  it('answers 429 with Retry-After once an account used its budget, and leaves its session alone', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_API_TOKEN_PER_10_SECONDS: '3' } });
    try {
      const user = await signUp(limited.url);
      const workspaceId = await currentWorkspaceId(user);
      const first = createBearerClient(limited.url, (await createToken(user, { workspaceId })).secret);
      const second = createBearerClient(
        limited.url,
        (await createToken(user, { workspaceId, scope: 'read' })).secret,
      );
      for (let i = 0; i < 2; i += 1) expect((await first.get('/api/mindmaps')).status).toBe(200);
      expect((await second.get('/api/mindmaps')).status).toBe(200);
      const refused = await second.get('/api/mindmaps');
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await user.get('/api/mindmaps')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
