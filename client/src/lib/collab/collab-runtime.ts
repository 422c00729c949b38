import { getCollabSocket, resetCollabSocket } from './collab-socket';
import { ConnectionMonitor } from './connection-monitor';
import { DocumentRegistry } from './document-registry';
import { deviceUser, subscribeDeviceUser } from '../device-user';
import { deleteLocalCopies, deviceCopyPrefix, indexeddbStoreFactory } from './local-store';
import { forgetAllUnsent, unsentDocuments } from './unsent-documents';
import { forgetKeptOffline } from '../offline/kept-offline';
import { reportServerReach } from '../offline/server-reach';

let registry: DocumentRegistry | null = null;
let monitor: ConnectionMonitor | null = null;

/** The device copies' prefix for whoever signed in on this device last; null before anyone has. */
function signedInUsersCopies(): string | null {
  const user = deviceUser();
  return user ? deviceCopyPrefix(user) : null;
}

/**
 * The tab's document registry: documents on the shared socket, with IndexedDB copies where available,
 * kept apart per user (a document opened before the device knows who signed in gets its copy once it does).
 */
export function getDocumentRegistry(): DocumentRegistry {
  if (!registry) {
    const created = new DocumentRegistry({
      socket: getCollabSocket,
      localStore: indexeddbStoreFactory({ current: signedInUsersCopies, subscribe: subscribeDeviceUser }),
      owner: deviceUser,
      // A deleted document is no longer kept offline: the background round would open it for ever.
      onDeleted: (name, owner) => owner && forgetKeptOffline(owner, name),
    });
    window.addEventListener('pagehide', () => created.rememberUnsent());
    registry = created;
    // Watching from the first document on, whether or not a page shows the connection: what the socket
    // finds tells the pages that wait for the server when it cannot be reached.
    monitor = new ConnectionMonitor(created, { reach: reportServerReach });
  }
  return registry;
}

/** How long sign-out waits for pending changes to reach the server. */
export const SEND_PENDING_TIMEOUT_MS = 4_000;

/**
 * Tries to get every change of this device to the server: the open documents' unacknowledged ones and
 * those left in local copies of documents closed before they were sent (opened again to sync). Resolves
 * with how many changes are still not sent when everything settled or the time ran out.
 */
export async function sendPendingChanges(timeoutMs = SEND_PENDING_TIMEOUT_MS): Promise<number> {
  const remembered = unsentDocuments();
  const open = registry?.sessions() ?? [];
  const pending = open.filter((session) => !session.settled);
  const closed = Object.keys(remembered).filter((name) => !open.some((session) => session.name === name));
  if (pending.length === 0 && closed.length === 0) return 0;
  const documents = getDocumentRegistry();
  const reopened = closed.map((name) => ({ name, session: documents.acquire(name) }));
  const watched = [...pending, ...reopened.map(({ session }) => session)];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !watched.every((session) => session.settled)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const unsent = watched
    .filter((session) => !session.settled)
    .reduce((sum, session) => sum + Math.max(session.unsyncedChanges, remembered[session.name] ?? 0, 1), 0);
  reopened.forEach(({ name, session }) => documents.release(name, session));
  return unsent;
}

/** The tab's connection monitor over its document registry (made with it). */
export function getConnectionMonitor(): ConnectionMonitor {
  getDocumentRegistry();
  return monitor!;
}

/**
 * Closes every open document and the socket, and with `forgetLocalCopies` deletes the signed-in user's
 * copies on this device. With `keepUnsent` (the documents of items made offline and not created yet), the
 * copies of those and of the documents closed with changes not sent stay, with the list of the latter.
 * Call it when the signed-in user changes: the socket keeps the identity it opened with.
 */
export async function resetCollaboration(options: {
  forgetLocalCopies: boolean;
  keepUnsent?: readonly string[];
}): Promise<void> {
  // Closing notes the open documents' unsent changes (DocumentRegistry.closeSession).
  registry?.close();
  resetCollabSocket();
  const copies = signedInUsersCopies();
  if (!options.forgetLocalCopies || !copies) return;
  if (options.keepUnsent) {
    await deleteLocalCopies(copies, [...Object.keys(unsentDocuments()), ...options.keepUnsent]);
    return;
  }
  await deleteLocalCopies(copies);
  forgetAllUnsent();
}
