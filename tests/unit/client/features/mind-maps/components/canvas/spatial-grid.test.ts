import { describe, expect, it } from 'vitest';
import { CELL_SIZE, SpatialGrid } from '@client/features/mind-maps/components/canvas/spatial-grid';
import type { Bounds } from '@client/features/mind-maps/components/canvas/viewport';
import { createRandom } from '../../../../../../helpers/random';

function gridOf(
  points: readonly (readonly [number, number])[],
  include: (index: number) => boolean = () => true,
) {
  const xs = Float64Array.from(points.map(([x]) => x));
  const ys = Float64Array.from(points.map(([, y]) => y));
  return new SpatialGrid(xs, ys, include);
}

function visited(grid: SpatialGrid, bounds: Bounds): number[] {
  const seen: number[] = [];
  grid.query(bounds, (index) => seen.push(index));
  return seen.sort((a, b) => a - b);
}

describe('SpatialGrid', () => {
  it('finds the nodes inside a rectangle and leaves out nodes far away', () => {
    const grid = gridOf([
      [10, 10],
      [100, 200],
      [5_000, 5_000],
      [-3_000, 40],
    ]);
    expect(visited(grid, { minX: 0, minY: 0, maxX: 200, maxY: 200 })).toEqual([0, 1]);
    expect(visited(grid, { minX: 4_900, minY: 4_900, maxX: 5_100, maxY: 5_100 })).toEqual([2]);
    expect(visited(grid, { minX: 1_000, minY: 1_000, maxX: 2_000, maxY: 2_000 })).toEqual([]);
  });

  it('handles negative coordinates and cell borders', () => {
    const grid = gridOf([
      [-1, -1],
      [0, 0],
      [-CELL_SIZE, 0],
      [CELL_SIZE - 0.001, CELL_SIZE],
    ]);
    expect(visited(grid, { minX: -1, minY: -1, maxX: -1, maxY: -1 })).toEqual([0]);
    expect(visited(grid, { minX: -CELL_SIZE, minY: 0, maxX: -CELL_SIZE, maxY: 0 })).toContain(2);
    expect(visited(grid, { minX: 100, minY: CELL_SIZE, maxX: 200, maxY: CELL_SIZE + 1 })).toEqual([3]);
  });

  it('never returns nodes it was told to leave out (hidden ones)', () => {
    const grid = gridOf(
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      (index) => index !== 1,
    );
    expect(visited(grid, { minX: -10, minY: -10, maxX: 10, maxY: 10 })).toEqual([0, 2]);
    expect(grid.occupiedCells).toBe(1);
  });

  it('counts the cells a query covers and the cells that hold nodes', () => {
    const grid = gridOf([
      [0, 0],
      [10, 10],
      [CELL_SIZE * 3, 0],
    ]);
    expect(grid.occupiedCells).toBe(2);
    expect(grid.cellCount({ minX: 0, minY: 0, maxX: 0, maxY: 0 })).toBe(1);
    expect(grid.cellCount({ minX: 0, minY: 0, maxX: CELL_SIZE, maxY: CELL_SIZE - 1 })).toBe(2);
    expect(grid.cellCount({ minX: -1, minY: -1, maxX: CELL_SIZE * 2, maxY: CELL_SIZE * 2 })).toBe(16);
  });

  it('visits every node once when the query is far wider than the map (zoomed all the way out)', () => {
    const grid = gridOf([
      [0, 0],
      [1, 1],
      [900, -700],
      [-20_000, 20_000],
    ]);
    const everything = { minX: -1e6, minY: -1e6, maxX: 1e6, maxY: 1e6 };
    expect(grid.cellCount(everything)).toBeGreaterThan(grid.occupiedCells);
    expect(visited(grid, everything)).toEqual([0, 1, 2, 3]);
    // The occupied-cell walk still respects the bounds.
    expect(visited(grid, { minX: -1e6, minY: -1e6, maxX: 1e6, maxY: 1_000 })).toEqual([0, 1, 2]);
  });

  it('keeps nodes at enormous coordinates findable (cells are clamped, not wrapped)', () => {
    const grid = gridOf([
      [1e12, -1e12],
      [0, 0],
    ]);
    expect(visited(grid, { minX: 1e12 - 10, minY: -1e12 - 10, maxX: 1e12 + 10, maxY: -1e12 + 10 })).toEqual([
      0,
    ]);
    expect(visited(grid, { minX: -10, minY: -10, maxX: 10, maxY: 10 })).toEqual([1]);
  });

  it('returns a superset of the nodes inside any rectangle, each once, and nothing beyond the touching cells', () => {
    const random = createRandom(7).next;
    const points = Array.from(
      { length: 500 },
      () => [random() * 6_000 - 3_000, random() * 6_000 - 3_000] as const,
    );
    const grid = gridOf(points);
    for (let round = 0; round < 200; round += 1) {
      const x = random() * 8_000 - 4_000;
      const y = random() * 8_000 - 4_000;
      // From a single point to wider than the whole map.
      const size = random() < 0.1 ? 20_000 : random() * 1_500;
      const bounds = { minX: x, minY: y, maxX: x + size, maxY: y + size * random() };
      const seen = visited(grid, bounds);
      expect(new Set(seen).size).toBe(seen.length);
      points.forEach(([px, py], index) => {
        const inside = px >= bounds.minX && px <= bounds.maxX && py >= bounds.minY && py <= bounds.maxY;
        if (inside) expect(seen).toContain(index);
      });
      for (const index of seen) {
        const [px, py] = points[index] ?? [0, 0];
        expect(px).toBeGreaterThanOrEqual(Math.floor(bounds.minX / CELL_SIZE) * CELL_SIZE);
        expect(px).toBeLessThan((Math.floor(bounds.maxX / CELL_SIZE) + 1) * CELL_SIZE);
        expect(py).toBeGreaterThanOrEqual(Math.floor(bounds.minY / CELL_SIZE) * CELL_SIZE);
        expect(py).toBeLessThan((Math.floor(bounds.maxY / CELL_SIZE) + 1) * CELL_SIZE);
      }
    }
  });
});
