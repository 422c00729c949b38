import { useCallback, useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { type LostWrite, watchLostWrites } from '@shared/schema/mindmap-lost-writes';
import type { Peer } from '@client/lib/collab/use-presence';
import { MAP_TEXTS } from '../utils/texts';

/** How many of this user's Yjs client ids (one a page load) a device keeps per map. */
const KEPT_CLIENTS = 20;

/**
 * The client ids this user wrote the map with on this device, this one included: a write made offline
 * before a reload is still theirs when it loses on reconnecting.
 */
function ownClients(doc: Y.Doc, userId: string, mapId: string): Set<number> {
  if (!userId) return new Set([doc.clientID]);
  const key = `mindlane:map-clients:${userId}:${mapId}`;
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    const known = Array.isArray(kept) ? kept.filter((id): id is number => Number.isInteger(id)) : [];
    const clients = [...known.filter((id) => id !== doc.clientID), doc.clientID].slice(-KEPT_CLIENTS);
    localStorage.setItem(key, JSON.stringify(clients));
    return new Set(clients);
  } catch {
    return new Set([doc.clientID]);
  }
}

const quoted = (text: string) => `“${text.trim() || MAP_TEXTS.untitledNode}”`;

/** What the editor says when edits of this user lost: the first, by whom, and how many more. */
export function lostEditNotice(lost: readonly LostWrite[], author: string | null): string {
  const [first] = lost;
  if (!first) return '';
  const whose = author ? `${author}’s later` : 'A later';
  const said =
    first.field === 'label'
      ? `${whose} rename ${quoted(first.kept.label)} replaced your ${quoted(first.mine.label)}.`
      : first.field === 'description'
        ? `${whose} change to the notes of ${quoted(first.kept.label)} replaced yours.`
        : first.field === 'link'
          ? `${whose} change to the link of ${quoted(first.kept.label)} replaced yours.`
          : `${whose} move of ${quoted(first.kept.label)} replaced yours.`;
  const more = lost.length - 1;
  if (more === 0) return said;
  return `${said} ${more} more of your edits ${more === 1 ? 'was' : 'were'} replaced by later ones.`;
}

function namesOf(known: ReadonlyMap<number, string>, peers: readonly Peer[]): ReadonlyMap<number, string> {
  if (peers.every((peer) => known.get(peer.clientId) === peer.user.name)) return known;
  return new Map([...known, ...peers.map((peer) => [peer.clientId, peer.user.name] as const)]);
}

export interface LostEdits {
  notice: string | null;
  dismiss(): void;
}

/**
 * Edits of this user that a merge replaced by later ones made without seeing them
 * (shared/schema/mindmap-lost-writes.ts), as a notice naming who made the later edit: the name comes
 * from presence (which the server fills from the session), so it is known while that person is here or
 * was seen here since the editor opened.
 */
export function useLostEdits(doc: Y.Doc, userId: string, mapId: string, peers: readonly Peer[]): LostEdits {
  const [lost, setLost] = useState<LostWrite[]>([]);
  // Everyone seen here since the editor opened: the author of a later edit may have left since.
  const [seen, setSeen] = useState(() => ({ peers, names: namesOf(new Map(), peers) }));
  if (seen.peers !== peers) setSeen({ peers, names: namesOf(seen.names, peers) });
  const names = seen.peers === peers ? seen.names : namesOf(seen.names, peers);

  useEffect(() => {
    const clients = ownClients(doc, userId, mapId);
    return watchLostWrites(doc, {
      mine: (client) => clients.has(client),
      onLost: (writes) => setLost((shown) => [...shown, ...writes]),
    });
  }, [doc, userId, mapId]);

  const dismiss = useCallback(() => setLost([]), []);
  const author = lost[0] ? (names.get(lost[0].by) ?? null) : null;
  return { notice: lost.length > 0 ? lostEditNotice(lost, author) : null, dismiss };
}
