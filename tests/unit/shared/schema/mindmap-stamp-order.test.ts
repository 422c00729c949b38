import type * as Y from 'yjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addNode, createMindmapDoc, getNode, updateNode } from '@shared/schema/mindmap';
import { keepNodesMerged } from '@shared/schema/mindmap-merge';
import { ROOT_NODE_ID } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { correctStampClock } from '@shared/schema/stamp-clock';
import { replicasWithIds, syncDocs } from '../sync';

/**
 * Of two writes to one field made without seeing each other, the later-made one wins on every peer,
 * whoever reconnects first, whatever the writing devices' clocks say once corrected to the server's.
 */

const AT = (time: string) => new Date(`2026-11-20T${time}:00.000Z`);
const HOUR = 3_600_000;

/** Runs `write` as a device whose clock is `skewMs` off real time `time`, corrected by `offsetMs`. */
function writeAt(time: string, write: () => void, skewMs = 0, offsetMs = 0): void {
  vi.setSystemTime(AT(time).getTime() + skewMs);
  correctStampClock(offsetMs);
  try {
    write();
  } finally {
    correctStampClock(0);
  }
}

/** A map with one node "Budget" on the server, and Alice (client 9) and Bob (client 3) who synced it. */
function sharedMap() {
  vi.setSystemTime(AT('09:00'));
  const server = createMindmapDoc({ title: 'Plan' });
  const id = addNode(server, { parentId: ROOT_NODE_ID, label: 'Budget', x: 10, y: 20 })!;
  // The higher client id is Alice's: ordered by client alone, her write would win every tie.
  const [alice, bob] = replicasWithIds(server, 9, 3) as [Y.Doc, Y.Doc];
  for (const doc of [server, alice, bob]) keepNodesMerged(doc);
  return { server, alice, bob, id };
}

const labelOn = (docs: Y.Doc[], id: string) => docs.map((doc) => getNode(doc, id)?.label);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  correctStampClock(0);
  vi.useRealTimers();
});

describe('an offline rename made earlier and an online rename made later', () => {
  it('keeps the later rename when the offline peer reconnects after the online one wrote', () => {
    const { server, alice, bob, id } = sharedMap();
    writeAt('10:00', () => updateNode(alice, id, { label: 'Money' }));
    writeAt('10:05', () => updateNode(bob, id, { label: 'Costs' }));
    syncDocs(server, bob);
    syncDocs(server, alice);
    syncDocs(server, bob);
    expect(labelOn([server, alice, bob], id)).toEqual(['Costs', 'Costs', 'Costs']);
  });

  it('keeps the later rename when the earlier one reaches the server first', () => {
    const { server, alice, bob, id } = sharedMap();
    writeAt('10:00', () => updateNode(alice, id, { label: 'Money' }));
    writeAt('10:05', () => updateNode(bob, id, { label: 'Costs' }));
    syncDocs(server, alice);
    syncDocs(server, bob);
    syncDocs(server, alice);
    expect(labelOn([server, alice, bob], id)).toEqual(['Costs', 'Costs', 'Costs']);
  });

  it('keeps the later rename over several renames made offline before it', () => {
    const { server, alice, bob, id } = sharedMap();
    writeAt('10:00', () => updateNode(alice, id, { label: 'Money' }));
    writeAt('10:01', () => updateNode(alice, id, { label: 'Money!' }));
    writeAt('10:02', () => updateNode(alice, id, { label: 'Funds' }));
    writeAt('10:05', () => updateNode(bob, id, { label: 'Costs' }));
    syncDocs(server, bob);
    syncDocs(server, alice);
    syncDocs(server, bob);
    expect(labelOn([server, alice, bob], id)).toEqual(['Costs', 'Costs', 'Costs']);
  });

  it('keeps an offline rename made after the online one', () => {
    const { server, alice, bob, id } = sharedMap();
    writeAt('10:05', () => updateNode(bob, id, { label: 'Costs' }));
    syncDocs(server, bob);
    writeAt('10:10', () => updateNode(alice, id, { label: 'Money' }));
    syncDocs(server, alice);
    syncDocs(server, bob);
    expect(labelOn([server, alice, bob], id)).toEqual(['Money', 'Money', 'Money']);
  });

  it('orders two writes within one second by client, alike on every peer', () => {
    const { server, alice, bob, id } = sharedMap();
    writeAt('10:00', () => updateNode(alice, id, { label: 'Money' }));
    writeAt('10:00', () => updateNode(bob, id, { label: 'Costs' }));
    syncDocs(server, bob);
    syncDocs(server, alice);
    syncDocs(server, bob);
    expect(labelOn([server, alice, bob], id)).toEqual(['Money', 'Money', 'Money']);
  });
});

describe('device clocks', () => {
  it('dates a write by the clock corrected to the server’s, so a clock hours fast does not win', () => {
    const { server, alice, bob, id } = sharedMap();
    // Alice's clock is three hours fast; the offset she learned from the server takes them back.
    writeAt('10:00', () => updateNode(alice, id, { label: 'Money' }), 3 * HOUR, -3 * HOUR);
    writeAt('10:05', () => updateNode(bob, id, { label: 'Costs' }));
    syncDocs(server, alice, bob);
    syncDocs(server, alice, bob);
    expect(labelOn([server, alice, bob], id)).toEqual(['Costs', 'Costs', 'Costs']);
  });

  it('lets a later write from a device whose clock is hours slow win once corrected', () => {
    const { server, alice, bob, id } = sharedMap();
    writeAt('10:00', () => updateNode(bob, id, { label: 'Costs' }));
    writeAt('10:05', () => updateNode(alice, id, { label: 'Money' }), -5 * HOUR, 5 * HOUR);
    syncDocs(server, bob, alice);
    syncDocs(server, bob, alice);
    expect(labelOn([server, alice, bob], id)).toEqual(['Money', 'Money', 'Money']);
  });

  it('lets a write that saw another win over it, whatever its device’s clock says', () => {
    const { server, alice, bob, id } = sharedMap();
    writeAt('10:05', () => updateNode(bob, id, { label: 'Costs' }));
    syncDocs(server, bob, alice);
    // Alice saw "Costs"; her clock is an hour slow and uncorrected (she never reached the server).
    writeAt('10:06', () => updateNode(alice, id, { label: 'Money' }), -HOUR);
    syncDocs(server, bob, alice);
    expect(labelOn([server, alice, bob], id)).toEqual(['Money', 'Money', 'Money']);
  });
});

describe('stamps of clients that counted versions (old cached clients)', () => {
  /** What a client of the earlier rule writes: the value whole, the field stamped one version up. */
  function oldClientRename(doc: Y.Doc, id: string, label: string): void {
    const values = doc.getMap<Record<string, unknown>>('nodeValues');
    const stored = values.get(id)!;
    const stamps = (stored.stamps ?? {}) as Record<string, [number, number]>;
    const version = (stamps.label?.[0] ?? 0) + 1;
    values.set(id, { ...stored, label, stamps: { ...stamps, label: [version, doc.clientID] } });
  }

  it('orders an old client’s counted write before a dated one made without seeing it, both ways', () => {
    for (const first of ['old', 'new'] as const) {
      const { server, alice: old, bob: current, id } = sharedMap();
      writeAt('10:00', () => oldClientRename(old, id, 'Money'));
      writeAt('09:30', () => updateNode(current, id, { label: 'Costs' }));
      const order = first === 'old' ? [old, current] : [current, old];
      for (const doc of order) syncDocs(server, doc);
      syncDocs(server, old, current);
      expect(labelOn([server, old, current], id)).toEqual(['Costs', 'Costs', 'Costs']);
      expect(readMindmap(old)).toEqual(readMindmap(server));
    }
  });

  it('lets an old client’s write that saw a dated one win over it', () => {
    const { server, alice: old, bob: current, id } = sharedMap();
    writeAt('10:00', () => updateNode(current, id, { label: 'Costs' }));
    syncDocs(server, current, old);
    writeAt('10:01', () => oldClientRename(old, id, 'Money'));
    syncDocs(server, current, old);
    expect(labelOn([server, old, current], id)).toEqual(['Money', 'Money', 'Money']);
  });
});
