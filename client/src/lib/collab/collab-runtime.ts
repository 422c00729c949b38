import { getCollabSocket, resetCollabSocket } from './collab-socket';
import { ConnectionMonitor } from './connection-monitor';
import { DocumentRegistry } from './document-registry';
import { deleteLocalCopies, indexeddbStoreFactory } from './local-store';

let registry: DocumentRegistry | null = null;
let monitor: ConnectionMonitor | null = null;

/** The tab's document registry: documents on the shared socket, with IndexedDB copies where available. */
export function getDocumentRegistry(): DocumentRegistry {
  registry ??= new DocumentRegistry({ socket: getCollabSocket, localStore: indexeddbStoreFactory() });
  return registry;
}

/** The tab's connection monitor over its document registry. */
export function getConnectionMonitor(): ConnectionMonitor {
  monitor ??= new ConnectionMonitor(getDocumentRegistry());
  return monitor;
}

/**
 * Closes every open document and the socket, and with `forgetLocalCopies` deletes this device's copies.
 * Call it when the signed-in user changes: the socket keeps the identity it opened with, and the local
 * copies belong to the previous user.
 */
export async function resetCollaboration(options: { forgetLocalCopies: boolean }): Promise<void> {
  registry?.close();
  resetCollabSocket();
  if (options.forgetLocalCopies) await deleteLocalCopies();
}
