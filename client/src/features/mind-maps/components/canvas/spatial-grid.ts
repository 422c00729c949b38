import type { Bounds } from './viewport';

/** Map units per grid cell; a few cells cover the screen at zoom 1. */
export const CELL_SIZE = 256;
const OFFSET = 32_768;

function cellOf(value: number): number {
  return Math.max(-OFFSET + 1, Math.min(OFFSET - 1, Math.floor(value / CELL_SIZE)));
}

function key(cx: number, cy: number): number {
  return (cx + OFFSET) * 65_536 + (cy + OFFSET);
}

/**
 * A uniform grid over node positions: the nodes near a rectangle in time proportional to what is there,
 * for viewport culling and hit testing at any map size.
 */
export class SpatialGrid {
  private readonly cells = new Map<number, number[]>();

  constructor(xs: Float64Array, ys: Float64Array, include: (index: number) => boolean) {
    for (let index = 0; index < xs.length; index += 1) {
      if (!include(index)) continue;
      const cell = key(cellOf(xs[index] ?? 0), cellOf(ys[index] ?? 0));
      const list = this.cells.get(cell);
      if (list) list.push(index);
      else this.cells.set(cell, [index]);
    }
  }

  /** How many cells a query of `bounds` would visit. */
  cellCount(bounds: Bounds): number {
    const width = cellOf(bounds.maxX) - cellOf(bounds.minX) + 1;
    const height = cellOf(bounds.maxY) - cellOf(bounds.minY) + 1;
    return width * height;
  }

  get occupiedCells(): number {
    return this.cells.size;
  }

  /** Calls `visit` for every node in a cell that touches `bounds` (a superset of the nodes inside). */
  query(bounds: Bounds, visit: (index: number) => void): void {
    const minX = cellOf(bounds.minX);
    const maxX = cellOf(bounds.maxX);
    const minY = cellOf(bounds.minY);
    const maxY = cellOf(bounds.maxY);
    if ((maxX - minX + 1) * (maxY - minY + 1) > this.cells.size) {
      // Wider than the map: walking the occupied cells is cheaper than walking empty ones.
      for (const [cell, list] of this.cells) {
        const cx = Math.floor(cell / 65_536) - OFFSET;
        const cy = (cell % 65_536) - OFFSET;
        if (cx < minX || cx > maxX || cy < minY || cy > maxY) continue;
        for (const index of list) visit(index);
      }
      return;
    }
    for (let cx = minX; cx <= maxX; cx += 1) {
      for (let cy = minY; cy <= maxY; cy += 1) {
        const list = this.cells.get(key(cx, cy));
        if (list) for (const index of list) visit(index);
      }
    }
  }
}
