import { useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import type { Peer } from '@client/lib/collab/use-presence';
import { type BranchChange, branchChanges, createAnnouncer } from '../components/editor/branch-changes';
import type { SceneModel } from '../components/canvas/scene-model';

/** The clients whose writes a transaction holds: those whose clock it moved on. */
function writersOf(transaction: Y.Transaction): number[] {
  const writers: number[] = [];
  transaction.afterState.forEach((clock, client) => {
    if (clock > (transaction.beforeState.get(client) ?? 0)) writers.push(client);
  });
  return writers;
}

const realClock = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

/**
 * What collaborators change in the branch of `focused` (the outline's current node), and who comes to
 * that node, as one polite message at most every two seconds. A change is a collaborator's when it
 * arrived in a transaction that was not this client's (Yjs marks those non-local); the node ids it touched
 * are the keys it changed in the document's top-level maps (the map keeps its nodes and its deletions
 * keyed by node id), and its author is the peer whose writes it carried, named as presence names them.
 */
export function useBranchAnnouncements(
  doc: Y.Doc,
  model: SceneModel | null,
  focused: string | null,
  peers: readonly Peer[],
): string {
  const [message, setMessage] = useState('');
  const [announcer] = useState(() => createAnnouncer(setMessage, realClock));
  const names = useRef(new Map<number, string>());
  const remote = useRef(new Map<string, string | null>());
  const previous = useRef<SceneModel | null>(null);
  const present = useRef<{ on: string | null; clients: Set<number> }>({ on: null, clients: new Set() });

  useEffect(() => announcer.dispose, [announcer]);
  useEffect(() => {
    names.current = new Map(peers.map((peer) => [peer.clientId, peer.user.name]));
  }, [peers]);

  useEffect(() => {
    const heard = (transaction: Y.Transaction) => {
      if (transaction.local) return;
      const writers = writersOf(transaction).map((client) => names.current.get(client) ?? null);
      const author = writers.length === 1 ? (writers[0] ?? null) : null;
      transaction.changed.forEach((keys, type) => {
        if (type._item !== null || !(type instanceof Y.Map)) return;
        keys.forEach((key) => key !== null && remote.current.set(key, author));
      });
    };
    doc.on('afterTransaction', heard);
    return () => doc.off('afterTransaction', heard);
  }, [doc]);

  useEffect(() => {
    const before = previous.current;
    if (before === model) return;
    previous.current = model;
    const touched = remote.current;
    remote.current = new Map();
    if (!before || !model || focused === null || touched.size === 0) return;
    announcer.add(focused, branchChanges(before, model, focused, touched));
  }, [model, focused, announcer]);

  useEffect(() => {
    announcer.focus(focused);
    const here = new Set(
      peers
        .filter((peer) => focused !== null && peer.selection.includes(focused))
        .map((peer) => peer.clientId),
    );
    const last = present.current;
    present.current = { on: focused, clients: here };
    if (focused === null || last.on !== focused || !model) return;
    const index = model.indexOf.get(focused);
    const on = (index === undefined ? '' : model.nodes[index]?.label.trim()) || 'Untitled';
    const arrived: BranchChange[] = peers
      .filter((peer) => here.has(peer.clientId) && !last.clients.has(peer.clientId))
      .map((peer) => ({ kind: 'joined', name: peer.user.name, on }));
    announcer.add(focused, arrived);
    // The model is read for the label only; a new model is no arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [peers, focused, announcer]);

  return message;
}
