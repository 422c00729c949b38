import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useMemo } from 'react';
import { usePresence, type Peer } from '@client/lib/collab/use-presence';
import type { MapScene } from '../components/canvas/map-scene';
import type { PeerMark } from '../components/canvas/overlay-painter';
import type { Point } from '../components/canvas/viewport';

export interface EditorPresence {
  peers: Peer[];
  publishCursor(point: Point | null): void;
}

/**
 * Presence in the map: other editors' cursors (in map units, so they point at the same idea at any zoom)
 * and selected nodes go to the canvas overlay; this user's selection is published as it changes.
 */
export function useEditorPresence(
  provider: HocuspocusProvider | null,
  scene: MapScene,
  selected: string | null,
): EditorPresence {
  const { peers, setLocal } = usePresence(provider);

  useEffect(() => {
    setLocal({ selection: selected === null ? [] : [selected] });
  }, [setLocal, selected]);

  useEffect(() => {
    const marks: PeerMark[] = peers.map((peer) => ({
      key: String(peer.clientId),
      name: peer.user.name,
      colour: peer.user.colour,
      cursor: peer.cursor,
      selection: peer.selection,
    }));
    scene.setPeers(marks);
  }, [scene, peers]);

  useEffect(() => () => setLocal({ cursor: null, selection: [] }), [setLocal]);

  return useMemo(() => ({ peers, publishCursor: (point) => setLocal({ cursor: point }) }), [peers, setLocal]);
}
