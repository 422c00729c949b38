import { describe, expect, it } from 'vitest';
import { RANK_MAX, rankBetween, rankForLast } from '@shared/schema/sibling-order';

const AT = '2026-11-29T01:00:00.000Z';
const LATER = '2026-11-29T01:05:00.000Z';

/** A small deterministic generator, so a failure names the pair that broke. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('sibling ranks', () => {
  it('puts a rank strictly between two keys, timestamps included', () => {
    const rank = rankBetween(AT, LATER)!;
    expect(rank > AT && rank < LATER).toBe(true);
    // Short: it stops at the first character that leaves room.
    expect(rank.length).toBeLessThanOrEqual(AT.length);
  });

  it('keeps inserting right after the node just inserted, in order, until the room runs out', () => {
    let low = AT;
    const made = [AT];
    for (let step = 0; step < 200; step += 1) {
      const rank = rankBetween(low, LATER);
      if (rank === null) break;
      expect(rank > low && rank < LATER).toBe(true);
      made.push(rank);
      low = rank;
    }
    expect(made.length).toBeGreaterThan(100);
    expect([...made].sort()).toEqual(made);
    expect(made.every((rank) => rank.length <= RANK_MAX)).toBe(true);
  });

  it('answers null for an empty interval: equal keys, reversed keys, a key and the same key with "!" after it', () => {
    expect(rankBetween(AT, AT)).toBeNull();
    expect(rankBetween(LATER, AT)).toBeNull();
    expect(rankBetween('a', 'a!')).toBeNull();
  });

  it('answers a string between any two random keys of printable and other characters', () => {
    const random = generator(7);
    const key = () =>
      Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
        String.fromCharCode(
          random() < 0.9 ? 0x21 + Math.floor(random() * 94) : 0x100 + Math.floor(random() * 50),
        ),
      ).join('');
    for (let round = 0; round < 5_000; round += 1) {
      const [a, b] = [key(), key()].sort();
      const rank = rankBetween(a!, b!);
      if (rank === null) continue;
      expect(rank > a! && rank < b!, `${a} < ${rank} < ${b}`).toBe(true);
    }
  });

  it('gives a node added last a rank only when its creation time would not sort it last', () => {
    const siblings = [
      { parentId: 'p', rank: '', createdAt: AT },
      { parentId: 'q', rank: '', createdAt: LATER },
    ];
    expect(rankForLast(siblings, 'p', LATER)).toBe('');
    const same = rankForLast(siblings, 'p', AT);
    expect(same > AT && same < '2026-11-29T01:00:00.001Z').toBe(true);
    const next = rankForLast([...siblings, { parentId: 'p', rank: same, createdAt: AT }], 'p', AT);
    expect(next > same).toBe(true);
    expect(rankForLast([], 'p', AT)).toBe('');
  });
});
