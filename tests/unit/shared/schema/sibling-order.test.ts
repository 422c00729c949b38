import { describe, expect, it } from 'vitest';
import { RANK_MAX, placeLast, rankBetween } from '@shared/schema/sibling-order';

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

  it('places a node added last by its creation time, a millisecond after a sibling made as late or later', () => {
    const siblings = [
      { parentId: 'p', rank: '', createdAt: AT },
      { parentId: 'q', rank: '', createdAt: LATER },
    ];
    expect(placeLast(siblings, 'p', LATER)).toEqual({ createdAt: LATER, rank: '' });
    expect(placeLast([], 'p', AT)).toEqual({ createdAt: AT, rank: '' });
    // Written in the same millisecond, or by a peer whose clock is behind.
    expect(placeLast(siblings, 'p', AT)).toEqual({ createdAt: '2026-11-29T01:00:00.001Z', rank: '' });
    expect(placeLast(siblings, 'p', '2026-11-29T00:59:00.000Z').createdAt).toBe('2026-11-29T01:00:00.001Z');
    // After a sibling put between two others by a rank that sorts after now: a rank just after it.
    const ranked = rankBetween(AT, LATER)!;
    const after = placeLast([{ parentId: 'p', rank: ranked, createdAt: AT }], 'p', AT);
    expect(after.rank > ranked && after.createdAt === AT).toBe(true);
  });
});
