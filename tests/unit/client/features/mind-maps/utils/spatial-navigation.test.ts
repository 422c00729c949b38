import { describe, expect, it } from 'vitest';
import { nodeInDirection } from '@client/features/mind-maps/utils/spatial-navigation';

type Spot = { id: string; x: number; y: number };

const at = (id: string, x: number, y: number): Spot => ({ id, x, y });

describe('nodeInDirection', () => {
  // A plus sign around `centre`, in screen coordinates (y grows downward).
  const plus = [
    at('centre', 0, 0),
    at('east', 100, 0),
    at('west', -100, 0),
    at('north', 0, -100),
    at('south', 0, 100),
  ];

  it('moves to the node on that side for each arrow key, with up meaning smaller y', () => {
    expect(nodeInDirection(plus, 'centre', 'right')).toBe('east');
    expect(nodeInDirection(plus, 'centre', 'left')).toBe('west');
    expect(nodeInDirection(plus, 'centre', 'up')).toBe('north');
    expect(nodeInDirection(plus, 'centre', 'down')).toBe('south');
  });

  it('picks the nearest of several nodes in the same direction', () => {
    const nodes = [at('a', 0, 0), at('far', 400, 0), at('near', 150, 10), at('middle', 250, 0)];
    expect(nodeInDirection(nodes, 'a', 'right')).toBe('near');
  });

  it('prefers a node straight ahead to a closer one off to the side (sideways distance counts double)', () => {
    // `diagonal` is 67 away and `ahead` 100, but 60 along + 2 × 30 across = 120 > 100.
    const nodes = [at('a', 0, 0), at('ahead', 100, 0), at('diagonal', 60, 30)];
    expect(nodeInDirection(nodes, 'a', 'right')).toBe('ahead');
    // Closer still to the axis, the diagonal node wins: 60 + 2 × 10 = 80.
    const nearer = [at('a', 0, 0), at('ahead', 100, 0), at('diagonal', 60, 10)];
    expect(nodeInDirection(nearer, 'a', 'right')).toBe('diagonal');
  });

  it('only considers nodes within 60° of the arrow', () => {
    // 59.5° off the axis: still "right".
    expect(nodeInDirection([at('a', 0, 0), at('b', 10, 17)], 'a', 'right')).toBe('b');
    // 63.4° off the axis: no longer "right", but "down".
    expect(nodeInDirection([at('a', 0, 0), at('b', 10, 20)], 'a', 'right')).toBeNull();
    expect(nodeInDirection([at('a', 0, 0), at('b', 10, 20)], 'a', 'down')).toBe('b');
  });

  it('never moves backwards or to a node at the same spot', () => {
    const nodes = [at('a', 0, 0), at('behind', -50, 0), at('same', 0, 0), at('straight-up', 0, -80)];
    expect(nodeInDirection(nodes, 'a', 'right')).toBeNull();
  });

  it('returns null when nothing lies that way, so the selection stays put', () => {
    expect(nodeInDirection([at('only', 10, 10)], 'only', 'left')).toBeNull();
    expect(nodeInDirection(plus, 'east', 'right')).toBeNull();
  });

  it('returns null when the selected node is not in the map', () => {
    expect(nodeInDirection(plus, 'gone', 'right')).toBeNull();
  });

  it('skips nodes that are not visible (inside a collapsed branch)', () => {
    const nodes = [at('a', 0, 0), at('hidden', 80, 0), at('shown', 200, 0)];
    expect(nodeInDirection(nodes, 'a', 'right', (id) => id !== 'hidden')).toBe('shown');
    expect(nodeInDirection(nodes, 'a', 'right', () => false)).toBeNull();
  });

  it('measures from the selected node, wherever it is on the map', () => {
    const nodes = [at('a', 1000, -500), at('b', 1100, -520), at('c', 900, -500)];
    expect(nodeInDirection(nodes, 'a', 'right')).toBe('b');
    expect(nodeInDirection(nodes, 'a', 'left')).toBe('c');
    expect(nodeInDirection(nodes, 'b', 'left')).toBe('a');
  });
});
