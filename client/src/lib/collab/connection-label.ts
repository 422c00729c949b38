import type { ConnectionStatus } from './connection-monitor';

/**
 * The words of the connection pill: "Online", "Offline — 3 unsynced changes", "Reconnecting…"; whenever
 * edits are not reaching the server, how many are waiting.
 */
export function connectionLabel({ state, unsyncedChanges }: ConnectionStatus): string {
  if (state === 'online') return 'Online';
  const word = state === 'reconnecting' ? 'Reconnecting…' : 'Offline';
  if (unsyncedChanges === 0) return word;
  return `${word} — ${unsyncedChanges} unsynced ${unsyncedChanges === 1 ? 'change' : 'changes'}`;
}
