import { useSyncExternalStore } from 'react';
import { getConnectionMonitor } from './collab-runtime';
import type { ConnectionStatus } from './connection-monitor';

export type { ConnectionState, ConnectionStatus } from './connection-monitor';

/** Whether this tab's documents are in touch with the server, and how many local changes await it. */
export function useConnectionStatus(): ConnectionStatus {
  const monitor = getConnectionMonitor();
  return useSyncExternalStore(monitor.subscribe, monitor.getSnapshot, monitor.getSnapshot);
}
