/** A seeded PRNG (mulberry32): the same seed replays the same run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number): boolean => next() < p;
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)];
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  };
  return { next, int, chance, pick, shuffle };
}
export type Random = ReturnType<typeof createRandom>;
