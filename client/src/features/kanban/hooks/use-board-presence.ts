import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useMemo } from 'react';
import { type PeerUser, peopleOf, usePresence } from '@client/lib/collab/use-presence';

/**
 * Who else is on the board and which card each has open for editing (their published selection); this
 * user's open card is published the same way.
 */
export function useBoardPresence(provider: HocuspocusProvider | null, editingCardId: string | null) {
  const { peers, setLocal } = usePresence(provider);

  useEffect(() => {
    setLocal({ selection: editingCardId === null ? [] : [editingCardId] });
  }, [setLocal, editingCardId]);
  useEffect(() => () => setLocal({ selection: [] }), [setLocal]);

  const people = useMemo(() => peopleOf(peers), [peers]);
  const editors = useMemo(() => {
    const map = new Map<string, PeerUser>();
    for (const peer of peers)
      for (const cardId of peer.selection) if (!map.has(cardId)) map.set(cardId, peer.user);
    return map;
  }, [peers]);
  return { people, editors };
}
