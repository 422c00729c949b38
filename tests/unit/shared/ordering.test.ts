import { describe, expect, it } from 'vitest';
import {
  type Keyed,
  clampRank,
  compareKeyed,
  isOrderKey,
  keyBetween,
  keysAtEnd,
  keysBetween,
  placeAtRank,
  rankOf,
  resortKeyed,
  sortKeyed,
} from '@shared/ordering';

/** Applies a placement the way the schema modules do and returns the ids in their new order. */
function insert(sorted: Keyed[], id: string, rank: number): string[] {
  const { position, rekeyed } = placeAtRank(sorted, rank);
  const byId = new Map(sorted.map((item) => [item.id, { ...item }]));
  for (const item of rekeyed) byId.set(item.id, { ...item });
  byId.set(id, { id, position });
  return sortKeyed([...byId.values()]).map((item) => item.id);
}

function chain(ids: string[]): Keyed[] {
  const keys = keysBetween(null, null, ids.length);
  return ids.map((id, index) => ({ id, position: keys[index] as string }));
}

describe('order keys', () => {
  it('generates keys that sort between their bounds', () => {
    const a = keyBetween(null, null);
    const b = keyBetween(a, null);
    const mid = keyBetween(a, b);
    expect(a < mid && mid < b).toBe(true);
    expect(keyBetween(null, a) < a).toBe(true);
  });

  it('generates n increasing keys', () => {
    const keys = keysBetween('a0', 'a1', 5);
    expect(keys).toHaveLength(5);
    expect([...keys].sort()).toEqual(keys);
    expect(keys.every((key) => key > 'a0' && key < 'a1')).toBe(true);
  });

  it('appends keys after the last item, or from the start of an empty list', () => {
    const list = chain(['a', 'b']);
    const [next] = keysAtEnd(list, 1);
    expect(next! > list[1]!.position).toBe(true);
    expect(keysAtEnd([], 2)).toEqual(keysBetween(null, null, 2));
  });

  it('recognises well-formed keys and refuses anything else', () => {
    expect(isOrderKey('a0')).toBe(true);
    expect(isOrderKey('a0V')).toBe(true);
    expect(isOrderKey('')).toBe(false);
    expect(isOrderKey('a00')).toBe(false);
    expect(isOrderKey('!!')).toBe(false);
    expect(isOrderKey(3)).toBe(false);
    expect(isOrderKey(null)).toBe(false);
  });
});

describe('sorting by (key, id)', () => {
  it('breaks ties by id so concurrent inserts order the same everywhere', () => {
    const items = [
      { id: 'b', position: 'a1' },
      { id: 'c', position: 'a0' },
      { id: 'a', position: 'a1' },
    ];
    expect(sortKeyed(items).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(sortKeyed([...items].reverse()).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('compares byte-wise, not by locale (upper case sorts before lower case)', () => {
    expect(compareKeyed({ id: 'x', position: 'Zz' }, { id: 'x', position: 'a0' })).toBe(-1);
    expect(compareKeyed({ id: 'B', position: 'a0' }, { id: 'a', position: 'a0' })).toBe(-1);
    expect(compareKeyed({ id: 'a', position: 'a0' }, { id: 'a', position: 'a0' })).toBe(0);
  });

  it('leaves the input array as it was', () => {
    const items = [
      { id: 'b', position: 'a1' },
      { id: 'a', position: 'a0' },
    ];
    sortKeyed(items);
    expect(items[0]!.id).toBe('b');
  });
});

describe('sorting again after a few items changed (resortKeyed)', () => {
  /** A small deterministic generator, so a failure repeats. */
  function randomOf(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % below;
    };
  }

  it('gives what sorting the whole list again gives, for changed, added, removed and tied items', () => {
    const random = randomOf(7);
    const keys = ['a0', 'a1', 'a2', 'a3', 'Zz', 'a0V', 'b00'];
    let items = Array.from({ length: 40 }, (_, n) => ({ id: `i${n}`, position: keys[random(keys.length)]! }));
    let sorted = sortKeyed(items);
    for (let round = 0; round < 300; round += 1) {
      const changed = new Set<string>();
      const put: Keyed[] = [];
      // Mostly one or two items, now and then enough to take the whole-sort path.
      const count = round % 25 === 0 ? 12 : 1 + random(2);
      for (let n = 0; n < count; n += 1) {
        const id = `i${random(60)}`;
        if (changed.has(id)) continue;
        changed.add(id);
        if (random(5) > 0) put.push({ id, position: keys[random(keys.length)]! });
      }
      items = [...items.filter((item) => !changed.has(item.id)), ...put];
      const before = sorted;
      sorted = resortKeyed(sorted, changed, put);
      expect(sorted).toEqual(sortKeyed(items));
      expect(sorted).not.toBe(before);
    }
  });
});

describe('ranks', () => {
  it('clamps a REST rank into 0..length', () => {
    expect(clampRank(-3, 4)).toBe(0);
    expect(clampRank(2.7, 4)).toBe(2);
    expect(clampRank(99, 4)).toBe(4);
    expect(clampRank(Number.NaN, 4)).toBe(4);
  });

  it('finds the rank of an item, or -1', () => {
    const list = chain(['a', 'b', 'c']);
    expect(rankOf(list, 'c')).toBe(2);
    expect(rankOf(list, 'z')).toBe(-1);
  });

  it('places an item at every rank of a list with one new key and no other change', () => {
    const ids = ['a', 'b', 'c'];
    for (let rank = 0; rank <= ids.length; rank += 1) {
      const expected = [...ids];
      expected.splice(rank, 0, 'x');
      expect(insert(chain(ids), 'x', rank)).toEqual(expected);
      expect(placeAtRank(chain(ids), rank).rekeyed).toEqual([]);
    }
  });

  it('places into an empty list', () => {
    expect(placeAtRank([], 5)).toEqual({ position: keyBetween(null, null), rekeyed: [] });
  });

  it('re-keys tied neighbours when the insertion point falls between equal keys', () => {
    const tied = [
      { id: 'a', position: 'a0' },
      { id: 'b', position: 'a1' },
      { id: 'c', position: 'a1' },
      { id: 'd', position: 'a2' },
    ];
    expect(insert(tied, 'x', 2)).toEqual(['a', 'b', 'x', 'c', 'd']);
    const { rekeyed } = placeAtRank(tied, 2);
    expect(rekeyed.map((item) => item.id)).toEqual(['b']);
  });

  it('re-keys a run of ties that starts the list', () => {
    const tied = [
      { id: 'a', position: 'a0' },
      { id: 'b', position: 'a0' },
      { id: 'c', position: 'a0' },
    ];
    expect(insert(tied, 'x', 1)).toEqual(['a', 'x', 'b', 'c']);
    expect(insert(tied, 'x', 2)).toEqual(['a', 'b', 'x', 'c']);
    expect(insert(tied, 'x', 3)).toEqual(['a', 'b', 'c', 'x']);
  });

  it('repairs malformed keys written by a peer instead of throwing', () => {
    const broken = sortKeyed([
      { id: 'a', position: '' },
      { id: 'b', position: 'zzz!' },
      { id: 'c', position: 'a5' },
    ]);
    const order = broken.map((item) => item.id);
    for (let rank = 0; rank <= broken.length; rank += 1) {
      const expected = [...order];
      expected.splice(rank, 0, 'x');
      expect(insert(broken, 'x', rank)).toEqual(expected);
    }
  });

  it('keeps a long run of inserts at the same spot in order', () => {
    let list: Keyed[] = chain(['first', 'last']);
    const expected = ['first'];
    for (let i = 0; i < 60; i += 1) {
      const id = `n${String(i).padStart(2, '0')}`;
      const { position, rekeyed } = placeAtRank(list, 1 + i);
      const byId = new Map(list.map((item) => [item.id, item]));
      for (const item of rekeyed) byId.set(item.id, item);
      byId.set(id, { id, position });
      list = sortKeyed([...byId.values()]);
      expected.push(id);
    }
    expect(list.map((item) => item.id)).toEqual([...expected, 'last']);
  });
});
