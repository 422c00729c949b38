import type { ConnectionStatus } from './connection-monitor';

/** The words of the connection pill: "Online", "Offline — 3 unsynced changes", "Reconnecting…". */
export function connectionLabel({ state, unsyncedChanges }: ConnectionStatus): string {
  if (state === 'online') return 'Online';
  if (state === 'reconnecting') return 'Reconnecting…';
  if (unsyncedChanges === 0) return 'Offline';
  return `Offline — ${unsyncedChanges} unsynced ${unsyncedChanges === 1 ? 'change' : 'changes'}`;
}
