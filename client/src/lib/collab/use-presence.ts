import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useSession } from '@client/lib/session';
import { presenceColour } from '@shared/presence';
import { PresenceStore, type LocalPresence, type Peer, type PresenceSnapshot } from './presence-store';

export type { Cursor, LocalPresence, Peer, PeerUser } from './presence-store';

export interface Presence {
  self: Peer | null;
  peers: Peer[];
  setLocal(fields: LocalPresence): void;
}

/** Each person among `peers` once (a person may have several tabs open), in the order first seen. */
export function peopleOf(peers: readonly Peer[]): Peer['user'][] {
  return [...new Map(peers.map((peer) => [peer.user.id, peer.user])).values()];
}

const EMPTY: PresenceSnapshot = { self: null, peers: [] };
const noSubscription = () => () => undefined;
const emptySnapshot = () => EMPTY;

/**
 * Who else is in a document, with their cursors and selections, and a setter for this client's own. The
 * identity published is the signed-in user's (name as the server shows it, colour from the server's
 * palette), so peers see the same person everywhere.
 */
export function usePresence(provider: HocuspocusProvider | null): Presence {
  const { user } = useSession();
  const awareness = provider?.awareness ?? null;
  const store = useMemo(() => (awareness ? new PresenceStore(awareness) : null), [awareness]);

  const id = user?.sub;
  const name = user ? user.name || user.email : '';
  useEffect(() => {
    if (store && id) store.setUser({ id, name, colour: presenceColour(id) });
  }, [store, id, name]);
  useEffect(() => () => store?.dispose(), [store]);

  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? emptySnapshot,
    store?.getSnapshot ?? emptySnapshot,
  );
  const setLocal = useCallback((fields: LocalPresence) => store?.setLocal(fields), [store]);
  return { self: snapshot.self, peers: snapshot.peers, setLocal };
}
