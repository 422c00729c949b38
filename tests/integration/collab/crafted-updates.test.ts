import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPDATE_BYTES } from '@server/collab/message-guard-extension';
import { parseDocumentName } from '@shared/schema/document-name';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { signUp, signUpVerified } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import {
  HOSTILE,
  WELL_FORMED,
  WELL_FORMED_CLIENTS,
  nestedJson,
  typeChain,
  writeTypeChain,
} from '../../helpers/crafted-updates';
import { createDocumentRows, currentWorkspaceId, initDocument } from '../../helpers/documents';
import { eventually, type HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Updates built byte by byte, of every kind of Yjs content, nested, oversized and cut short, sent over the
 * provider's own socket by an editor and by a viewer: each hostile one is refused (its connection to the
 * document closed, nothing kept), the server answers as fast as after a normal update, and the document
 * still opens, live and from storage.
 */

let app: TestApp;
let owner: HttpClient & { email: string };
let viewer: HttpClient & { email: string };
let name: string;
let observer: DocumentClient;
/** How long a ping takes to come back right after a normal update: the longest of a few. */
let normalMs = 0;
const open: DocumentClient[] = [];

const SYNC = 0;
const AWARENESS = 1;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;
/** A stall is a round trip this many times a normal one (and at least half a second) on this machine. */
const STALL_FACTOR = 5;
const STALL_FLOOR_MS = 500;

function track(client: DocumentClient): DocumentClient {
  open.push(client);
  return client;
}

/** A sync message of `step` carrying `update`, addressed to the document. */
function syncFrame(step: number, update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, name);
  encoding.writeVarUint(encoder, SYNC);
  encoding.writeVarUint(encoder, step);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** A presence message setting each client's state (as JSON text) at a clock. */
function presenceFrame(entries: Array<[clientId: number, clock: number, state: string]>): Uint8Array {
  const payload = encoding.createEncoder();
  encoding.writeVarUint(payload, entries.length);
  for (const [clientId, clock, state] of entries) {
    encoding.writeVarUint(payload, clientId);
    encoding.writeVarUint(payload, clock);
    encoding.writeVarString(payload, state);
  }
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, name);
  encoding.writeVarUint(encoder, AWARENESS);
  encoding.writeVarUint8Array(encoder, encoding.toUint8Array(payload));
  return encoding.toUint8Array(encoder);
}

/** The presence states a client sees, by client id. */
const statesSeenBy = (client: DocumentClient) => client.provider.awareness!.getStates();

/** Opens the document as `client`, synced, recording the reasons the server closes it with. */
async function connect(client: HttpClient) {
  const connection = track(openDocument(app.url, name, { client }));
  const reasons: string[] = [];
  connection.provider.on('close', ({ event }: { event: { reason: string } }) => reasons.push(event.reason));
  await connection.synced();
  return { connection, reasons };
}

/** How long the observer's ping takes to come back, started right after something was sent. */
async function roundTrip(): Promise<number> {
  const started = performance.now();
  await observer.processed();
  return performance.now() - started;
}

function labels(doc: Y.Doc): string[] {
  return readMindmap(doc)
    .nodes.map((node) => node.label)
    .sort();
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUpVerified(app.url);
  viewer = await signUp(app.url);
  await joinWorkspace(owner, viewer, 'viewer');
  name = await createDocumentRows(app, 'mindmap', await currentWorkspaceId(owner));
  observer = openDocument(app.url, name, { client: owner });
  await observer.synced();
  initDocument(name, observer.doc, 'Crafted');
  await observer.acknowledged();
  for (let round = 0; round < 5; round += 1) {
    addNode(observer.doc, {
      parentId: readMindmap(observer.doc).rootId,
      label: `normal ${round}`,
      x: 0,
      y: 0,
    });
    normalMs = Math.max(normalMs, await roundTrip());
    await observer.acknowledged();
  }
});
afterEach(() => {
  open.splice(0).forEach((client) => client.close());
});
afterAll(async () => {
  observer?.close();
  await app?.close();
});

const stallLimit = () => Math.max(STALL_FLOOR_MS, STALL_FACTOR * normalMs);

describe.each([
  ['an editor', () => owner],
  ['a viewer', () => viewer],
])('a crafted update from %s', (_who, member) => {
  describe.each([
    ['an update', SYNC_UPDATE],
    ['a sync step 2', SYNC_STEP_2],
  ])('as %s', (_as, step) => {
    it.each(Object.keys(HOSTILE))('is refused quickly when it holds %s', async (what) => {
      const { connection, reasons } = await connect(member());
      connection.socket.webSocket!.send(syncFrame(step, HOSTILE[what]!));
      expect(await roundTrip()).toBeLessThan(stallLimit());
      await eventually(() => reasons.includes('Update refused'));
    });
  });

  it('is refused when an update is over the per-message cap', async () => {
    const { connection, reasons } = await connect(member());
    const big = new Y.Doc();
    big.getText('crafted').insert(0, 'x'.repeat(MAX_UPDATE_BYTES));
    connection.socket.webSocket!.send(syncFrame(SYNC_UPDATE, Y.encodeStateAsUpdate(big)));
    expect(await roundTrip()).toBeLessThan(stallLimit());
    await eventually(() => reasons.includes('Message too large'));
  });
});

describe('presence from a viewer', () => {
  it.each([
    ['a state over 64 KiB', () => JSON.stringify({ marker: 'big', pad: 'x'.repeat(65 * 1024) })],
    ['a state nested 33 deep', () => `{"marker":"deep","nest":${nestedJson(33)}}`],
  ])('is refused when it is %s, and reaches nobody', async (_what, state) => {
    const { connection, reasons } = await connect(viewer);
    const clientId = connection.provider.awareness!.clientID;
    connection.socket.webSocket!.send(presenceFrame([[clientId, 100, state()]]));
    await eventually(() => reasons.includes('Update refused'));
    await observer.processed();
    expect([...statesSeenBy(observer).values()].some((seen) => 'marker' in seen)).toBe(false);
  });

  it("relays the viewer's own state but never sets or blanks another client's", async () => {
    const victim = observer.provider.awareness!;
    victim.setLocalStateField('marker', 'victim');
    const watcher = track(openDocument(app.url, name, { client: owner }));
    await watcher.synced();
    watcher.provider.setAwarenessField('marker', 'watcher');
    const watcherId = watcher.provider.awareness!.clientID;
    await eventually(() => statesSeenBy(watcher).get(victim.clientID)?.marker === 'victim');
    await eventually(() => statesSeenBy(observer).get(watcherId)?.marker === 'watcher');
    const { connection } = await connect(viewer);
    const clock = victim.meta.get(victim.clientID)!.clock;
    connection.socket.webSocket!.send(
      presenceFrame([
        [victim.clientID, clock + 10, '{"marker":"hijacked"}'],
        [watcherId, 1_000, '{}'],
      ]),
    );
    // The viewer's own state comes after: once the watcher sees it, the server handled the forgery.
    connection.provider.setAwarenessField('marker', 'viewer');
    const own = connection.provider.awareness!.clientID;
    await eventually(() => statesSeenBy(watcher).get(own)?.marker === 'viewer');
    expect(statesSeenBy(watcher).get(victim.clientID)?.marker).toBe('victim');
    expect(statesSeenBy(observer).get(watcherId)?.marker).toBe('watcher');
  });
});

describe('well-formed content of every kind', () => {
  it.each(Object.keys(WELL_FORMED))('is kept from an editor: %s', async (what) => {
    const { connection, reasons } = await connect(owner);
    connection.socket.webSocket!.send(syncFrame(SYNC_UPDATE, WELL_FORMED[what]!));
    await observer.processed();
    await eventually(() => observer.doc.store.clients.has(WELL_FORMED_CLIENTS[what]!));
    expect(reasons).toEqual([]);
  });
});

describe('an offline backlog', () => {
  it('larger than the per-message cap syncs as the first sync of a connection', async () => {
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(observer.doc));
    const rootId = readMindmap(offline).rootId;
    for (let index = 0; index < 3_000; index += 1) {
      addNode(offline, { parentId: rootId, label: `offline ${index} ${'·'.repeat(200)}`, x: index, y: 0 });
    }
    const backlog = Y.encodeStateAsUpdate(offline, Y.encodeStateVector(observer.doc));
    expect(backlog.length).toBeGreaterThan(MAX_UPDATE_BYTES);
    const returning = track(openDocument(app.url, name, { client: owner, doc: offline }));
    await returning.synced();
    await returning.acknowledged();
    await eventually(() => labels(observer.doc).length === labels(offline).length, 20_000);
    expect(labels(observer.doc)).toEqual(labels(offline));
  });
});

/** Shared types nested this deep, each a map under key 'x' of the one before (plain Yjs calls in a loop). */
const CHAIN_LEVELS = 20_000;

describe(`shared types nested ${CHAIN_LEVELS.toLocaleString('en')} deep`, () => {
  it('are refused from an editor; the document still opens and can be deleted through REST', async () => {
    const chained = await createDocumentRows(app, 'mindmap', await currentWorkspaceId(owner));
    const author = track(openDocument(app.url, chained, { client: owner }));
    await author.synced();
    initDocument(chained, author.doc, 'Chained');
    await author.acknowledged();
    const attacker = track(openDocument(app.url, chained, { client: owner }));
    const reasons: string[] = [];
    attacker.provider.on('close', ({ event }: { event: { reason: string } }) => reasons.push(event.reason));
    await attacker.synced();
    writeTypeChain(attacker.doc, CHAIN_LEVELS);
    await eventually(() => reasons.includes('Update refused'));
    attacker.close();
    await author.processed();
    expect(author.doc.getMap('nodes').has('x')).toBe(false);

    const fresh = track(openDocument(app.url, chained, { client: viewer }));
    await fresh.synced();
    expect(labels(fresh.doc)).toEqual(labels(author.doc));
    expect(fresh.doc.getMap('nodes').has('x')).toBe(false);
    const id = parseDocumentName(chained)!.id;
    expect((await owner.delete(`/api/mindmaps?id=${id}`)).status).toBe(200);
    await eventually(() => !app.app.documents.isLoaded(chained), 10_000);
  });
});

describe('after all of it', () => {
  it('opens the document for a new client, live and from storage', async () => {
    const expected = labels(observer.doc);
    const fresh = track(openDocument(app.url, name, { client: owner }));
    await fresh.synced();
    expect(labels(fresh.doc)).toEqual(expected);
    fresh.close();
    observer.close();
    await eventually(() => !app.app.documents.isLoaded(name), 10_000);
    const reloaded = track(openDocument(app.url, name, { client: viewer }));
    await reloaded.synced();
    expect(labels(reloaded.doc)).toEqual(expected);
  });

  it('sets aside stored log entries that fail the scan and opens the document without them', async () => {
    open.splice(0).forEach((client) => client.close());
    await eventually(() => !app.app.documents.isLoaded(name), 10_000);
    const { documents } = app.app.repos;
    const before = await documents.load(name);
    const expected = new Y.Doc();
    if (before?.snapshot) Y.applyUpdate(expected, before.snapshot);
    for (const entry of before?.log ?? []) Y.applyUpdate(expected, entry.update);
    // Written as a server without the scan would have logged them.
    const bad = [
      HOSTILE['legacy JSON nested 100,000 deep']!,
      HOSTILE['16,000 items merged one by one']!,
      typeChain(CHAIN_LEVELS),
    ];
    const ids = await documents.append(bad.map((update) => ({ name, update })));

    const reopened = track(openDocument(app.url, name, { client: owner }));
    await reopened.synced();
    expect(labels(reopened.doc)).toEqual(labels(expected));
    expect(reopened.doc.share.has('crafted-list')).toBe(false);
    expect(reopened.doc.getMap('nodes').has('x')).toBe(false);
    const db = app.database.db;
    const setAside = await db
      .selectFrom('document_rejected_updates')
      .select(['id', 'reason'])
      .where('document_name', '=', name)
      .execute();
    expect(setAside.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(setAside.every((row) => row.reason.startsWith('refused: '))).toBe(true);
    const logged = await db.selectFrom('document_updates').select('id').where('id', 'in', ids).execute();
    expect(logged).toEqual([]);
  });
});
