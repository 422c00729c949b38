import { describe, expect, it } from 'vitest';
import { itemKeys, queryKeys } from '@server/plugins/app/search/search-keys';

const A = '0b7f3c2e-5d6a-4c1b-9e8f-1a2b3c4d5e6f';
const B = '9c8d7e6f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';

const holds = (keys: readonly string[], wanted: readonly string[]) =>
  wanted.every((key) => keys.includes(key));

describe('search keys', () => {
  it("gives each pair of either text under the workspace's mark, and the title's once more", () => {
    const keys = itemKeys(A, ['conference'], ['dinner']);
    expect(holds(keys, queryKeys(A, ['conf'], 'anywhere'))).toBe(true);
    expect(holds(keys, queryKeys(A, ['conf'], 'title'))).toBe(true);
    expect(holds(keys, queryKeys(A, ['dinn'], 'anywhere'))).toBe(true);
    // A word of the body alone is no title match.
    expect(holds(keys, queryKeys(A, ['dinn'], 'title'))).toBe(false);
    expect(keys).toHaveLength(new Set(keys).size);
  });

  it("never gives one workspace's item a key another workspace's query asks for", () => {
    const keys = itemKeys(A, ['conference'], ['dinner']);
    for (const place of ['anywhere', 'title'] as const) {
      const theirs = queryKeys(B, ['conf'], place);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.some((key) => keys.includes(key))).toBe(false);
    }
  });

  it('asks for the pairs of the terms of more than one character, at most 12', () => {
    expect(queryKeys(A, ['a', 'b'], 'anywhere')).toEqual([]);
    expect(queryKeys(A, ['a', 'conf'], 'title')).toHaveLength(3);
    expect(queryKeys(A, ['abcdefghijklmnopq'], 'anywhere')).toHaveLength(12);
  });
});
