import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { formatDocumentName } from '@shared/schema/document-name';
import type { ItemKind } from '@shared/schema/new-document';
import { useSession } from '../session';
import { itemSource } from '../workspace-items/item-sources';
import {
  loadPendingCreates,
  mayBeOnServer,
  pendingCreates,
  sendPendingCreates,
  subscribePendingCreates,
  type PendingCreate,
} from './pending-creates';

/** This device's creates not yet on the server (waiting for the network, or refused by it). */
export function usePendingCreates(): readonly PendingCreate[] {
  return useSyncExternalStore(subscribePendingCreates, pendingCreates, pendingCreates);
}

/**
 * Whether the server may have item `id` yet: false while this device's queue of offline creates is being
 * read or holds the item, so that nothing asks the server about an item it has not created.
 */
export function useMayBeOnServer(id: string): boolean {
  const snapshot = () => mayBeOnServer(id);
  return useSyncExternalStore(subscribePendingCreates, snapshot, snapshot);
}

/** The entry of this device's queue of creates for document `name` (waiting or refused), if any. */
function useQueuedEntry(name: string | undefined): PendingCreate | undefined {
  const pending = usePendingCreates();
  return name === undefined
    ? undefined
    : pending.find((entry) => formatDocumentName(entry.kind, entry.id) === name);
}

/** Whether document `name` is one made on this device that waits for the server to create it. */
export function useWaitingCreate(name: string | undefined): boolean {
  return useQueuedEntry(name)?.refusal === null;
}

/**
 * Whether document `name` is one made on this device that the server has not created: waiting to be sent,
 * or refused. The server refuses to open such a document, yet the device holds it.
 */
export function useQueuedCreate(name: string): boolean {
  return useQueuedEntry(name) !== undefined;
}

/**
 * `items` with this device's waiting creates of `kind` in front, as `toItem` shapes them, so an item
 * made offline shows in its list at once.
 */
export function useWithWaitingCreates<T extends { id: string | null }>(
  kind: ItemKind,
  items: T[] | undefined,
  toItem: (entry: PendingCreate) => T,
): T[] | undefined {
  const pending = usePendingCreates();
  return useMemo(() => {
    const waiting = pending.filter(
      (entry) =>
        entry.kind === kind && entry.refusal === null && !items?.some((item) => item.id === entry.id),
    );
    if (waiting.length === 0) return items;
    return [...waiting.reverse().map(toItem), ...(items ?? [])];
    // toItem is a shape, not state: a new function each render must not recompute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, items, pending]);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a created item's device copy is given to reach the server before it is left to the editor. */
const SYNC_TIMEOUT_MS = 20_000;

/**
 * Sends the device copy of a document the server has just created: what was written offline goes up.
 * An editor open on it may have been refused before the create arrived; the socket then opens again, so
 * every document is authorised afresh.
 */
async function syncDeviceCopy(kind: ItemKind, id: string): Promise<void> {
  const [{ getDocumentRegistry }, { getCollabSocket }] = await Promise.all([
    import('../collab/collab-runtime'),
    import('../collab/collab-socket'),
  ]);
  const name = formatDocumentName(kind, id);
  const registry = getDocumentRegistry();
  const session = registry.acquire(name);
  let reopened = false;
  const deadline = Date.now() + SYNC_TIMEOUT_MS;
  try {
    while (Date.now() < deadline) {
      const refused = session.getState().error !== null;
      if (!refused && session.settled) return;
      if (refused && !reopened) {
        reopened = true;
        const socket = getCollabSocket();
        socket.disconnect();
        socket.shouldConnect = true;
        void socket.connect();
      }
      await wait(200);
    }
  } finally {
    registry.release(name, session);
  }
}

/**
 * Sends `userId`'s waiting creates now, in order; resolves once each created item's device copy reached
 * the server (or its time ran out), to false when the queue stopped at a failure that was not a refusal.
 */
export async function sendCreatesNow(queryClient: QueryClient, userId: string): Promise<boolean> {
  await loadPendingCreates(userId);
  const synced: Promise<void>[] = [];
  const finished = await sendPendingCreates(
    ({ kind, id, title, description, createdAt }) =>
      itemSource(kind).create({ title, description, id, createdAt }),
    (entry) => {
      void queryClient.invalidateQueries();
      synced.push(syncDeviceCopy(entry.kind, entry.id).catch(() => undefined));
    },
  );
  await Promise.all(synced);
  return finished;
}

/** The first wait before sending again after a failure that was not a refusal; it doubles up to the last. */
const RETRY_MS = [2_000, 60_000] as const;

/**
 * For the signed-in app: reads this user's queue of offline creates and sends it, in order, when the app
 * opens online, whenever the network returns and, after a failure that was not a refusal (a network that
 * is back but not quite, a server restarting), again after a while; each created item's list and its
 * document follow.
 */
export function usePendingCreatesSender(): void {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.sub ?? null;

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retryMs: number = RETRY_MS[0];
    const send = async () => {
      clearTimeout(timer);
      const finished = await sendCreatesNow(queryClient, userId);
      if (finished) retryMs = RETRY_MS[0];
      else if (!stopped && navigator.onLine) {
        timer = setTimeout(() => void send(), retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MS[1]);
      }
    };
    const onOnline = () => {
      retryMs = RETRY_MS[0];
      void send();
    };
    void send();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient, userId]);
}
