import type * as Y from 'yjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addNode, createMindmapDoc, reparentNode, updateNode } from '@shared/schema/mindmap';
import { type LostWrite, watchLostWrites } from '@shared/schema/mindmap-lost-writes';
import { keepNodesMerged } from '@shared/schema/mindmap-merge';
import { ROOT_NODE_ID } from '@shared/schema/mindmap-model';
import { replicasWithIds, syncDocs } from '../sync';

const AT = (time: string) => new Date(`2026-11-20T${time}:00.000Z`);

/** A map with node "Budget" on a server replica, and Alice and Bob, who synced it, with chosen client ids. */
function sharedMap(aliceId: number, bobId: number) {
  vi.setSystemTime(AT('09:00'));
  const server = createMindmapDoc({ title: 'Plan' });
  const id = addNode(server, { parentId: ROOT_NODE_ID, label: 'Budget', x: 10, y: 20 })!;
  const [alice, bob] = replicasWithIds(server, aliceId, bobId) as [Y.Doc, Y.Doc];
  for (const doc of [server, alice, bob]) keepNodesMerged(doc);
  return { server, alice, bob, id };
}

/** What `doc`'s user is told they lost, as [field, their value, the value kept, the winning client]. */
function lostOn(doc: Y.Doc) {
  const told: LostWrite[] = [];
  watchLostWrites(doc, { mine: (client) => client === doc.clientID, onLost: (lost) => told.push(...lost) });
  return () =>
    told.map((lost) => [lost.field, lost.mine[lost.field], lost.kept[lost.field], lost.by] as const);
}

const rename = (doc: Y.Doc, id: string, time: string, label: string) => {
  vi.setSystemTime(AT(time));
  updateNode(doc, id, { label });
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a user whose edit lost to a later one made without seeing it', () => {
  it('is told, with the value kept and whose it is, whichever write Yjs keeps and whoever syncs first', () => {
    for (const [aliceId, bobId] of [
      [9, 3],
      [3, 9],
    ]) {
      for (const bobFirst of [true, false]) {
        const { server, alice, bob, id } = sharedMap(aliceId!, bobId!);
        const told = lostOn(alice);
        rename(alice, id, '10:00', 'Money');
        rename(bob, id, '10:05', 'Costs');
        if (bobFirst) syncDocs(server, bob);
        syncDocs(server, alice);
        syncDocs(server, bob);
        syncDocs(server, alice);
        expect([aliceId, bobFirst, told()]).toEqual([
          aliceId,
          bobFirst,
          [['label', 'Money', 'Costs', bobId]],
        ]);
      }
    }
  });

  it('is told when online and a peer’s later offline edit replaced theirs', () => {
    const { server, alice, bob, id } = sharedMap(9, 3);
    const told = lostOn(bob);
    rename(bob, id, '10:00', 'Costs');
    syncDocs(server, bob);
    rename(alice, id, '10:05', 'Money');
    syncDocs(server, alice);
    syncDocs(server, bob);
    expect(told()).toEqual([['label', 'Costs', 'Money', 9]]);
  });

  it('tells of notes and of a move to another parent, and of nothing a merge kept', () => {
    const { server, alice, bob, id } = sharedMap(9, 3);
    const other = addNode(server, { parentId: ROOT_NODE_ID, label: 'Other', x: 0, y: 90 })!;
    syncDocs(server, alice, bob);
    const told = lostOn(alice);
    vi.setSystemTime(AT('10:00'));
    updateNode(alice, id, { description: 'mine', x: 1 });
    reparentNode(alice, id, other);
    vi.setSystemTime(AT('10:05'));
    updateNode(bob, id, { description: 'theirs', label: 'Costs' });
    reparentNode(bob, id, other);
    reparentNode(bob, id, ROOT_NODE_ID);
    syncDocs(server, bob);
    syncDocs(server, alice);
    expect(told()).toEqual([
      ['description', 'mine', 'theirs', 3],
      ['parentId', other, ROOT_NODE_ID, 3],
    ]);
  });

  it('tells of a link', () => {
    const { server, alice, bob, id } = sharedMap(9, 3);
    const told = lostOn(alice);
    vi.setSystemTime(AT('10:00'));
    updateNode(alice, id, { link: 'https://example.com/mine' });
    vi.setSystemTime(AT('10:05'));
    updateNode(bob, id, { link: 'mailto:bob@example.com' });
    syncDocs(server, bob);
    syncDocs(server, alice);
    expect(told()).toEqual([['link', 'https://example.com/mine', 'mailto:bob@example.com', 3]]);
  });
});

describe('a user is not told', () => {
  it('of a peer’s edit made after seeing theirs', () => {
    const { server, alice, bob, id } = sharedMap(9, 3);
    const told = lostOn(alice);
    rename(alice, id, '10:00', 'Money');
    syncDocs(server, alice, bob);
    rename(bob, id, '10:05', 'Costs');
    rename(bob, id, '10:06', 'Costs!');
    syncDocs(server, alice, bob);
    expect(told()).toEqual([]);
  });

  it('when their edit is the later one and wins', () => {
    const { server, alice, bob, id } = sharedMap(9, 3);
    const told = lostOn(alice);
    rename(bob, id, '10:00', 'Costs');
    rename(alice, id, '10:05', 'Money');
    syncDocs(server, bob);
    syncDocs(server, alice);
    syncDocs(server, alice, bob);
    expect(told()).toEqual([]);
  });

  it('of a lost write that was not theirs', () => {
    const { server, alice, bob, id } = sharedMap(9, 3);
    const told = lostOn(server);
    rename(alice, id, '10:00', 'Money');
    rename(bob, id, '10:05', 'Costs');
    syncDocs(server, alice, bob);
    syncDocs(server, alice, bob);
    expect(told()).toEqual([]);
  });
});
