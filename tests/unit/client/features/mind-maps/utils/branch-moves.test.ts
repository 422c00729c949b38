import { describe, expect, it } from 'vitest';
import { canMoveUnder, moveTargets } from '@client/features/mind-maps/utils/branch-moves';

/** root → a → b → c; root → x */
const nodes = [
  { id: 'root', parentId: null },
  { id: 'a', parentId: 'root' },
  { id: 'b', parentId: 'a' },
  { id: 'c', parentId: 'b' },
  { id: 'x', parentId: 'root' },
];

describe('moving a branch', () => {
  it('may go under any node outside its own branch', () => {
    expect(canMoveUnder(nodes, 'a', 'x')).toBe(true);
    expect(canMoveUnder(nodes, 'c', 'x')).toBe(true);
    expect(canMoveUnder(nodes, 'c', 'root')).toBe(true);
    expect(canMoveUnder(nodes, 'x', 'c')).toBe(true);
  });

  it('never goes under itself or its own descendant', () => {
    expect(canMoveUnder(nodes, 'a', 'a')).toBe(false);
    expect(canMoveUnder(nodes, 'a', 'b')).toBe(false);
    expect(canMoveUnder(nodes, 'a', 'c')).toBe(false);
  });

  it('refuses the root, unknown nodes and the parent it already has', () => {
    expect(canMoveUnder(nodes, 'root', 'x')).toBe(false);
    expect(canMoveUnder(nodes, 'missing', 'x')).toBe(false);
    expect(canMoveUnder(nodes, 'a', 'missing')).toBe(false);
    expect(canMoveUnder(nodes, 'b', 'a')).toBe(false);
  });

  it('offers every other place in the picker, in the map order', () => {
    expect(moveTargets(nodes, 'b').map((node) => node.id)).toEqual(['root', 'x']);
    expect(moveTargets(nodes, 'x').map((node) => node.id)).toEqual(['a', 'b', 'c']);
    expect(moveTargets(nodes, 'root')).toEqual([]);
  });
});
