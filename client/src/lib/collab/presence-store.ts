import type { Awareness } from 'y-protocols/awareness';
import { z } from 'zod';
import { structuralEqual } from '@shared/structural-equal';
import { createThrottle, type Throttle } from './throttle';

export interface PeerUser {
  id: string;
  name: string;
  colour: string;
}

export interface Cursor {
  x: number;
  y: number;
}

export interface Peer {
  clientId: number;
  user: PeerUser;
  cursor: Cursor | null;
  selection: string[];
}

export interface PresenceSnapshot {
  self: Peer | null;
  peers: Peer[];
}

export interface LocalPresence {
  cursor?: Cursor | null;
  selection?: string[];
}

/** Cursor updates go out at most this often; 20 a second looks smooth and keeps the socket quiet. */
export const CURSOR_INTERVAL_MS = 50;

const MAX_SELECTION = 1_000;

// Awareness states come from other clients: anything malformed is dropped, not trusted.
const peerStateSchema = z.object({
  user: z.object({ id: z.string().min(1), name: z.string(), colour: z.string() }),
  cursor: z.object({ x: z.number(), y: z.number() }).nullable().optional().catch(null),
  selection: z.array(z.string()).max(MAX_SELECTION).optional().catch([]),
});

/** The peer an awareness state describes, or null for a state without a valid user. */
export function parsePeer(clientId: number, state: unknown): Peer | null {
  const parsed = peerStateSchema.safeParse(state);
  if (!parsed.success) return null;
  const { user, cursor, selection } = parsed.data;
  return { clientId, user, cursor: cursor ?? null, selection: selection ?? [] };
}

/** This client and the others present in a document, the others ordered by client id. */
export function readPresence(awareness: Awareness): PresenceSnapshot {
  let self: Peer | null = null;
  const peers: Peer[] = [];
  for (const [clientId, state] of awareness.getStates()) {
    const peer = parsePeer(clientId, state);
    if (!peer) continue;
    if (clientId === awareness.clientID) self = peer;
    else peers.push(peer);
  }
  peers.sort((a, b) => a.clientId - b.clientId);
  return { self, peers };
}

const EMPTY: PresenceSnapshot = { self: null, peers: [] };

/**
 * Presence over a provider's awareness: a snapshot that keeps its identity while nothing visible changed,
 * and the local fields, with cursor moves throttled.
 */
export class PresenceStore {
  private snapshot: PresenceSnapshot = EMPTY;
  private stale = true;
  private readonly cursor: Throttle<Cursor>;

  constructor(
    private readonly awareness: Awareness,
    cursorIntervalMs = CURSOR_INTERVAL_MS,
  ) {
    this.cursor = createThrottle((cursor) => this.setField('cursor', cursor), cursorIntervalMs);
  }

  getSnapshot = (): PresenceSnapshot => {
    if (this.stale) {
      const next = readPresence(this.awareness);
      if (!structuralEqual(next, this.snapshot)) this.snapshot = next;
      this.stale = false;
    }
    return this.snapshot;
  };

  subscribe = (listener: () => void): (() => void) => {
    // Changes before this subscription went unseen.
    this.stale = true;
    const onChange = () => {
      this.stale = true;
      listener();
    };
    this.awareness.on('change', onChange);
    return () => this.awareness.off('change', onChange);
  };

  /** Publishes who this client is; the same identity again sends nothing. */
  setUser(user: PeerUser): void {
    this.setField('user', user);
  }

  setLocal(fields: LocalPresence): void {
    if (fields.selection !== undefined) this.setField('selection', fields.selection.slice(0, MAX_SELECTION));
    if (fields.cursor === undefined) return;
    if (fields.cursor === null) {
      // Leaving the canvas shows at once, and must not be overtaken by a cursor move still waiting.
      this.cursor.cancel();
      this.setField('cursor', null);
    } else {
      this.cursor.push({ x: fields.cursor.x, y: fields.cursor.y });
    }
  }

  /** Drops a cursor move still waiting for its turn. */
  dispose(): void {
    this.cursor.cancel();
  }

  private setField(key: string, value: unknown): void {
    const state = this.awareness.getLocalState();
    if (state === null || structuralEqual(state[key], value)) return;
    this.awareness.setLocalStateField(key, value);
  }
}
