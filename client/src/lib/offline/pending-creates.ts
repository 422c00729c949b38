import { createStore, del, get, set } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';
import { clearDocument, IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { createBoardBody } from '@shared/api/kanban';
import { createMindmapBody } from '@shared/api/mindmaps';
import { createTodoListBody } from '@shared/api/todo-lists';
import { formatDocumentName } from '@shared/schema/document-name';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { newId } from '@shared/schema/fields';
import { newDocumentSeed, type ItemKind } from '@shared/schema/new-document';
import { ApiError } from '../api-client';
import { deviceCopyPrefix } from '../collab/local-store';
import { forgetUnstored, UnstoredUpdates } from '../collab/unstored-updates';
import { sessionKeys } from '../session';

/** A map, list or board made on this device, offline, that the server has not created yet. */
export interface PendingCreate {
  kind: ItemKind;
  id: string;
  title: string;
  description: string;
  createdAt: string;
  /** Why the server refused it when the network came back (plan limit, lost permission); null while waiting. */
  refusal: string | null;
}

export type SendCreate = (entry: PendingCreate) => Promise<unknown>;

const store =
  typeof indexedDB === 'undefined' ? undefined : createStore('mindlane-pending-creates', 'creates');
const keyFor = (userId: string) => `user:${userId}`;

let owner: string | null = null;
let entries: readonly PendingCreate[] = [];
let loading: Promise<void> | null = null;
/** Whether `entries` is the owner's queue as kept on the device, read to the end. */
let loaded = false;
const listeners = new Set<() => void>();

function publish(next: readonly PendingCreate[]): Promise<void> {
  entries = next;
  listeners.forEach((listener) => listener());
  const user = owner;
  return store && user ? set(keyFor(user), entries, store).catch(() => undefined) : Promise.resolve();
}

/** This device's creates not yet on the server, in the order they were made. */
export function pendingCreates(): readonly PendingCreate[] {
  return entries;
}

export function subscribePendingCreates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the queue kept for `userId` (another user's is never shown). */
export function loadPendingCreates(userId: string): Promise<void> {
  if (owner === userId && loading) return loading;
  owner = userId;
  entries = [];
  loaded = false;
  listeners.forEach((listener) => listener());
  loading = (async () => {
    const kept = store ? await get<PendingCreate[]>(keyFor(userId), store).catch(() => undefined) : undefined;
    if (owner !== userId) return;
    if (kept) await publish(kept);
    loaded = true;
    listeners.forEach((listener) => listener());
  })();
  return loading;
}

/**
 * Whether the server may have item `id`: this device's queue has been read and does not hold it (an item
 * waiting there, or refused, is one the server has not created).
 */
export function mayBeOnServer(id: string): boolean {
  return loaded && !entries.some((entry) => entry.id === id);
}

/** The signed-in user's id from the cache, or null. */
export function signedInUser(queryClient: QueryClient): string | null {
  return queryClient.getQueryData<{ sub: string } | null>(sessionKeys.me)?.sub ?? null;
}

/** The name of user `userId`'s device copy of a pending create. */
const copyName = (userId: string, entry: Pick<PendingCreate, 'kind' | 'id'>) =>
  deviceCopyPrefix(userId) + formatDocumentName(entry.kind, entry.id);

/** Writes `update` into the device copy `copy`, where the editor will open it from. */
async function writeDeviceCopy(copy: string, update: Uint8Array): Promise<void> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  const persistence = new IndexeddbPersistence(copy, doc);
  await persistence.whenSynced;
  await persistence.destroy();
  doc.destroy();
}

const CREATE_BODY = {
  mindmap: createMindmapBody.shape.data,
  todolist: createTodoListBody,
  board: createBoardBody,
} as const;

/**
 * Makes a map, list or board on this device: its id, its first state in the device copy (the same one the
 * server will make from the same fields) and its place at the end of the queue sent when the network returns.
 */
export async function queueCreate(
  userId: string,
  kind: ItemKind,
  fields: { title: string; description: string },
): Promise<PendingCreate> {
  await loadPendingCreates(userId);
  // The fields as the server will read them (the title trimmed): its first state must be made from the same.
  const parsed = CREATE_BODY[kind].safeParse(fields);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid title');
  const { title, description } = parsed.data;
  const entry: PendingCreate = {
    kind,
    id: newId(),
    title,
    description,
    createdAt: new Date().toISOString(),
    refusal: null,
  };
  await writeDeviceCopy(copyName(userId, entry), newDocumentSeed(kind, entry, entry.createdAt));
  await publish([...entries, entry]);
  return entry;
}

/** Refusals the user is told about, with nothing lost: the server answered and will answer the same. */
const REFUSED = [400, 402, 403, 404, 409];

let sending: Promise<boolean> | null = null;

/**
 * Sends the waiting creates in order, one at a time, each once: a create the server made leaves the queue,
 * one it refused stays with the reason. Stops at the first that could not reach the server (no network,
 * an expired session, a server error); the next call starts again from it, and a create the server made
 * just before the connection dropped is answered as already made, never made twice. Resolves to false
 * when it stopped so.
 */
export function sendPendingCreates(
  send: SendCreate,
  onSent: (entry: PendingCreate) => void,
): Promise<boolean> {
  sending ??= (async () => {
    try {
      await loading;
      for (const entry of entries.filter((waiting) => waiting.refusal === null)) {
        try {
          await send(entry);
        } catch (error) {
          if (!(error instanceof ApiError) || !REFUSED.includes(error.status)) return false;
          const refusal = error.serverMessage ?? error.message;
          await publish(entries.map((kept) => (kept.id === entry.id ? { ...kept, refusal } : kept)));
          continue;
        }
        await publish(entries.filter((kept) => kept.id !== entry.id));
        onSent(entry);
      }
      return true;
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/**
 * Deleting an item made offline that the server has not created yet takes it out of the queue and off the
 * device; false when `id` is not such an item (the server deletes it).
 */
export function discardIfQueued(id: string): boolean {
  const entry = entries.find((kept) => kept.id === id);
  if (!entry) return false;
  void discardPendingCreate(entry);
  return true;
}

/** At sign-out, once the user chose to leave what was not sent: the queue goes with the device copies. */
export async function forgetPendingCreates(): Promise<void> {
  const leaving = owner;
  owner = null;
  loading = null;
  loaded = false;
  entries = [];
  listeners.forEach((listener) => listener());
  if (store && leaving) await del(keyFor(leaving), store).catch(() => undefined);
}

/** Puts a refused create back in the queue, to be sent again. */
export function retryPendingCreate(id: string): Promise<void> {
  return publish(entries.map((entry) => (entry.id === id ? { ...entry, refusal: null } : entry)));
}

/** Takes a refused create out of the queue and deletes its device copy. */
export async function discardPendingCreate(entry: PendingCreate): Promise<void> {
  const user = owner;
  await publish(entries.filter((kept) => kept.id !== entry.id));
  if (!user) return;
  const copy = copyName(user, entry);
  forgetUnstored(copy);
  await clearDocument(copy).catch(() => undefined);
}

/** A map as its reader sees it: meta, and each node's fields under its id (none of the merge stamps). */
function mapContent(doc: Y.Doc): Record<string, unknown> {
  const { meta, rootId, nodes } = readMindmap(doc);
  return { meta, rootId, nodes: Object.fromEntries(nodes.map(({ id, ...fields }) => [id, fields])) };
}

/** A list or a board: each of its shared maps as JSON. */
function rawContent(doc: Y.Doc): Record<string, unknown> {
  return Object.fromEntries([...doc.share.keys()].map((type) => [type, doc.getMap(type).toJSON()]));
}

/** What the device copy of a pending create holds, as JSON a person can keep. */
export async function exportPendingCreate(entry: PendingCreate): Promise<string> {
  // The queue on show is the signed-in user's, so its entries' copies are theirs.
  const doc = new Y.Doc();
  const copy = copyName(owner ?? '', entry);
  const persistence = new IndexeddbPersistence(copy, doc);
  await persistence.whenSynced;
  // With the edits that a page which went away left unstored (see UnstoredUpdates).
  new UnstoredUpdates(copy).applyLeftOver(doc);
  const content = entry.kind === 'mindmap' ? mapContent(doc) : rawContent(doc);
  await persistence.destroy();
  doc.destroy();
  const { refusal: _refusal, ...item } = entry;
  return JSON.stringify({ ...item, content }, null, 2);
}
