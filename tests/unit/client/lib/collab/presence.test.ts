import { afterEach, describe, expect, it, vi } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { presenceColour } from '@shared/presence';
import { PresenceStore, parsePeer, readPresence } from '@client/lib/collab/presence-store';
import { createThrottle } from '@client/lib/collab/throttle';

const alice = { id: 'user-a', name: 'Alice', colour: '#4f46e5' };
const bob = { id: 'user-b', name: 'Bob', colour: '#0ea5a4' };

function awarenessFor(clientID: number): Awareness {
  const doc = new Y.Doc();
  doc.clientID = clientID;
  return new Awareness(doc);
}

/** Carries every awareness change of `from` to `to`, as the server relays them. */
function relay(from: Awareness, to: Awareness) {
  from.on('update', ({ added, updated, removed }: Record<string, number[]>) => {
    const clients = [...added!, ...updated!, ...removed!];
    applyAwarenessUpdate(to, encodeAwarenessUpdate(from, clients), 'remote');
  });
}

afterEach(() => vi.useRealTimers());

describe('presence', () => {
  it('lists this client as self and the others as peers, ordered by client id', () => {
    const mine = awarenessFor(2);
    const late = awarenessFor(9);
    const early = awarenessFor(1);
    relay(late, mine);
    relay(early, mine);
    new PresenceStore(mine).setUser(alice);
    late.setLocalState({ user: bob, cursor: { x: 1, y: 2 }, selection: ['n1'] });
    early.setLocalState({ user: { ...bob, id: 'user-c' } });

    const { self, peers } = readPresence(mine);
    expect(self).toEqual({ clientId: 2, user: alice, cursor: null, selection: [] });
    expect(peers.map((peer) => peer.clientId)).toEqual([1, 9]);
    expect(peers[1]).toEqual({ clientId: 9, user: bob, cursor: { x: 1, y: 2 }, selection: ['n1'] });
  });

  it('drops states without a valid user and repairs malformed fields', () => {
    expect(parsePeer(1, {})).toBeNull();
    expect(parsePeer(1, { user: { id: '', name: 'x', colour: '#000' } })).toBeNull();
    expect(parsePeer(1, { user: { id: 'u', name: 1, colour: '#000' } })).toBeNull();
    expect(parsePeer(1, { user: alice, cursor: { x: 'left' }, selection: 'n1' })).toEqual({
      clientId: 1,
      user: alice,
      cursor: null,
      selection: [],
    });
  });

  it('keeps the snapshot identity until something visible changes', () => {
    const mine = awarenessFor(1);
    const theirs = awarenessFor(2);
    relay(theirs, mine);
    const store = new PresenceStore(mine);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    theirs.setLocalState({ user: bob, cursor: null });
    const first = store.getSnapshot();
    expect(first.peers).toHaveLength(1);
    // A renewal of the same state is not a change.
    theirs.setLocalState({ user: bob, cursor: null });
    expect(store.getSnapshot()).toBe(first);
    theirs.setLocalStateField('cursor', { x: 5, y: 5 });
    expect(notified).toBeGreaterThanOrEqual(2);
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot().peers[0]?.cursor).toEqual({ x: 5, y: 5 });
  });

  it('sends cursor moves at most every 50 ms, ending on the latest position', () => {
    vi.useFakeTimers();
    const mine = awarenessFor(1);
    const theirs = awarenessFor(2);
    relay(mine, theirs);
    const sent: unknown[] = [];
    mine.on('update', () => sent.push(mine.getLocalState()?.cursor));
    const store = new PresenceStore(mine);
    store.setUser(alice);
    sent.length = 0;
    for (let x = 1; x <= 10; x += 1) store.setLocal({ cursor: { x, y: 0 } });
    expect(sent).toEqual([{ x: 1, y: 0 }]);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual([
      { x: 1, y: 0 },
      { x: 10, y: 0 },
    ]);
    expect(readPresence(theirs).peers[0]?.cursor).toEqual({ x: 10, y: 0 });
  });

  it('clears the cursor at once, overtaking a move still waiting', () => {
    vi.useFakeTimers();
    const mine = awarenessFor(1);
    const store = new PresenceStore(mine);
    store.setUser(alice);
    store.setLocal({ cursor: { x: 1, y: 1 } });
    store.setLocal({ cursor: { x: 2, y: 2 } });
    store.setLocal({ cursor: null, selection: ['a', 'b'] });
    vi.advanceTimersByTime(200);
    expect(mine.getLocalState()).toMatchObject({ cursor: null, selection: ['a', 'b'] });
  });

  it('throttles generically: leading value now, the last one at the end of the interval', () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const throttle = createThrottle((value: number) => sent.push(value), 100);
    throttle.push(1);
    throttle.push(2);
    throttle.push(3);
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(100);
    throttle.push(4);
    expect(sent).toEqual([1, 3, 4]);
    throttle.push(5);
    throttle.cancel();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([1, 3, 4]);
  });

  it('gives each user one stable colour from the palette', () => {
    const ids = [
      '',
      'a',
      '0b7c6c2e-1f7e-4c8e-9d8b-3f2a1b4c5d6e',
      ...Array.from({ length: 200 }, (_, i) => `id-${i}`),
    ];
    for (const id of ids) expect(presenceColour(id)).toBe(presenceColour(id));
    expect(new Set(ids.map(presenceColour)).size).toBe(8);
  });
});
