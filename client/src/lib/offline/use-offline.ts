import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { browserNetwork } from '../collab/connection-monitor';
import { serverReach } from './server-reach';

/**
 * True while this device cannot reach the server: the browser reports no network, or the shared socket
 * has been out of the server's reach for a while (and no answer came since).
 */
export function useOffline(): boolean {
  const online = useSyncExternalStore(browserNetwork.subscribe, browserNetwork.isOnline, () => true);
  const unreachable = useSyncExternalStore(serverReach.subscribe, serverReach.unreachable, () => false);
  return !online || unreachable;
}

/** When the server last answered this device (ms since epoch), from the answers in the cache; 0 if never. */
export function useLastSync(): number {
  const cache = useQueryClient().getQueryCache();
  const latest = () => Math.max(0, ...cache.getAll().map((query) => query.state.dataUpdatedAt));
  return useSyncExternalStore((listener) => cache.subscribe(listener), latest, latest);
}
