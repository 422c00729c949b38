import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { browserNetwork } from '../collab/connection-monitor';

/** True while the browser reports no network. */
export function useOffline(): boolean {
  return !useSyncExternalStore(browserNetwork.subscribe, browserNetwork.isOnline, () => true);
}

/** When the server last answered this device (ms since epoch), from the answers in the cache; 0 if never. */
export function useLastSync(): number {
  const cache = useQueryClient().getQueryCache();
  const latest = () => Math.max(0, ...cache.getAll().map((query) => query.state.dataUpdatedAt));
  return useSyncExternalStore((listener) => cache.subscribe(listener), latest, latest);
}
