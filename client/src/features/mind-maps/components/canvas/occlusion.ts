/**
 * Which discs of a crowded map can be seen at all. Zoomed out, thousands of discs pile on one another, and
 * blitting each one's sprite was most of the cost of painting a big map. Walking the discs from the
 * topmost down, a coverage grid keeps the cells that opaque discs already drawn over them fill completely;
 * a disc whose whole footprint lies in such cells cannot show a single pixel, and is not drawn. Zoomed far
 * out, where nodes are dots too small to hide one another, a column of leaves puts several on one pixel: a
 * disc drawn with the same image at the same pixel as one above it is left out too. The picture is the
 * same: every cell counted as covered is inside a disc that is drawn later, on top, and an image drawn twice
 * on one spot differs from one drawn once only in how dark its anti-aliased rim is.
 */

/** Side of a coverage cell, in CSS pixels. */
const CELL = 6;

export interface Disc {
  x: number;
  y: number;
  /** Half the side of the square the disc (with anything drawn around it) can paint into. */
  footprint: number;
  /** Radius around the centre inside which the disc paints every pixel opaque. */
  opaque: number;
  /**
   * Which image the disc is drawn with (a small whole number), when x and y are where it is drawn,
   * rounded to the target's device pixels: a disc with the image and the place of one above it is hidden.
   */
  image?: number;
}

/** Steps of a CSS pixel a place is told apart by: exact for device pixel ratios up to 8. */
const STEPS = 8;
/** Images a place's key tells apart, and the widest target, in steps, it does. */
const IMAGES = 64;
const SIDE = 131_072;

/**
 * The discs to draw, of those `discs` yields topmost first (as positions in that order), on a target of
 * `width` × `height` CSS pixels. A disc yielded as null is left out.
 */
export function unhiddenDiscs(
  count: number,
  disc: (position: number) => Disc | null,
  width: number,
  height: number,
): number[] {
  const columns = Math.max(1, Math.ceil(width / CELL));
  const rows = Math.max(1, Math.ceil(height / CELL));
  const covered = new Uint8Array(columns * rows);
  const kept: number[] = [];
  // The drawn discs with an image, as (y × SIDE + x) × IMAGES + image, x and y in steps.
  const stamped = new Set<number>();
  const stampOf = ({ x, y, image }: Disc): number | null => {
    if (image === undefined || image < 0 || image >= IMAGES || width * STEPS >= SIDE) return null;
    if (x < 0 || y < 0 || x > width || y > height) return null;
    return (Math.round(y * STEPS) * SIDE + Math.round(x * STEPS)) * IMAGES + image;
  };
  const column = (x: number) => Math.min(columns - 1, Math.max(0, Math.floor(x / CELL)));
  const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor(y / CELL)));

  const hidden = ({ x, y, footprint }: Disc): boolean => {
    // Off the target on any side: part of it may show beyond what the grid knows of.
    if (x - footprint < 0 || y - footprint < 0 || x + footprint > width || y + footprint > height)
      return false;
    const lastColumn = column(x + footprint);
    const lastRow = row(y + footprint);
    for (let cellRow = row(y - footprint); cellRow <= lastRow; cellRow += 1) {
      const offset = cellRow * columns;
      for (let cellColumn = column(x - footprint); cellColumn <= lastColumn; cellColumn += 1) {
        if (covered[offset + cellColumn] === 0) return false;
      }
    }
    return true;
  };

  const cover = ({ x, y, opaque }: Disc): void => {
    const squared = opaque * opaque;
    const lastColumn = column(x + opaque);
    const lastRow = row(y + opaque);
    for (let cellRow = row(y - opaque); cellRow <= lastRow; cellRow += 1) {
      // The cell's edge farther from the centre, vertically.
      const top = cellRow * CELL;
      const dy = Math.max(Math.abs(top - y), Math.abs(top + CELL - y));
      for (let cellColumn = column(x - opaque); cellColumn <= lastColumn; cellColumn += 1) {
        const left = cellColumn * CELL;
        const dx = Math.max(Math.abs(left - x), Math.abs(left + CELL - x));
        // Every corner of the cell inside the opaque circle: the whole cell is.
        if (dx * dx + dy * dy <= squared) covered[cellRow * columns + cellColumn] = 1;
      }
    }
  };

  for (let position = 0; position < count; position += 1) {
    const next = disc(position);
    if (!next || hidden(next)) continue;
    const stamp = stampOf(next);
    if (stamp !== null) {
      if (stamped.has(stamp)) continue;
      stamped.add(stamp);
    }
    kept.push(position);
    cover(next);
  }
  return kept;
}
