import { describe, expect, it } from 'vitest';
import type { ChaosDocument } from '../../../bench/chaos/documents';
import { Ledger, OwnItems } from '../../../bench/chaos/ledger';

const map: ChaosDocument = { kind: 'mindmap', id: 'm', name: 'mindmap:m', columnId: null };

describe('the chaos run ledger', () => {
  it('adds until a writer holds its items, then renames or deletes one of them', () => {
    const own = new OwnItems(2);
    const first = own.next(map, 't1');
    expect(first).toEqual({ document: map, id: null, before: null, after: 't1' });
    own.made(first, 'a');
    own.made(own.next(map, 't2'), 'b');
    for (let round = 0; round < 20; round += 1) {
      const edit = own.next(map, `t${round + 3}`);
      expect(['a', 'b']).toContain(edit.id);
      expect(edit.before).toBe(own.texts.get(edit.id!));
      if (edit.after === null) break;
      own.made(edit);
    }
  });

  it('expects what acknowledged edits set and refuses what they took away', () => {
    const ledger = new Ledger();
    ledger.acknowledge({ document: map, id: 'a', before: null, after: 'one' });
    ledger.acknowledge({ document: map, id: 'a', before: 'one', after: 'two' });
    ledger.acknowledge({ document: map, id: 'b', before: null, after: 'three' });
    ledger.acknowledge({ document: map, id: 'b', before: 'three', after: null });
    expect([...ledger.present.keys()]).toEqual(['two']);
    expect([...ledger.gone.keys()]).toEqual(['one', 'three']);
    expect(ledger.acknowledged).toBe(4);
  });

  it('leaves the text an edit of unknown outcome replaced unjudged until a later acknowledged edit', () => {
    const ledger = new Ledger();
    ledger.acknowledge({ document: map, id: 'a', before: null, after: 'one' });
    ledger.unknown({ document: map, id: 'a', before: 'one', after: 'two' });
    expect(ledger.present.size).toBe(0);
    expect(ledger.gone.size).toBe(0);
    ledger.acknowledge({ document: map, id: 'a', before: 'two', after: 'three' });
    expect([...ledger.present.keys()]).toEqual(['three']);
    expect([...ledger.gone.keys()]).toEqual(['two']);
  });
});
