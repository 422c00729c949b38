import { describe, expect, it } from 'vitest';
import { type Disc, unhiddenDiscs } from '@client/features/mind-maps/components/canvas/occlusion';

const disc = (x: number, y: number, footprint = 21, opaque = 18): Disc => ({ x, y, footprint, opaque });
const kept = (discs: readonly (Disc | null)[], width = 400, height = 300) =>
  unhiddenDiscs(discs.length, (position) => discs[position] ?? null, width, height);

describe('unhiddenDiscs', () => {
  it('leaves out a disc that one above it hides completely, and keeps the one on top', () => {
    // Topmost first: the first disc is drawn last, over the second at the same place.
    expect(kept([disc(100, 100), disc(100, 100, 6)])).toEqual([0]);
  });

  it('keeps a disc whose footprint reaches past what the discs above fill', () => {
    expect(kept([disc(100, 100), disc(100, 100)])).toEqual([0, 1]);
    expect(kept([disc(100, 100), disc(104, 100, 10)])).toEqual([0, 1]);
    expect(kept([disc(100, 100), disc(200, 100)])).toEqual([0, 1]);
  });

  it('counts the cover of several discs together', () => {
    const above = [
      disc(90, 100, 21, 20),
      disc(110, 100, 21, 20),
      disc(100, 90, 21, 20),
      disc(100, 110, 21, 20),
    ];
    expect(kept([...above, disc(100, 100, 12)])).toEqual([0, 1, 2, 3]);
  });

  it('keeps discs at the edge of the target, and skips the ones the painter leaves out', () => {
    expect(kept([disc(5, 100), disc(5, 100, 10)])).toEqual([0, 1]);
    expect(kept([disc(5, 100), disc(8, 100, 4)])).toEqual([0]);
    expect(kept([null, disc(100, 100), null])).toEqual([1]);
  });

  it('never counts a cell as covered that an opaque circle does not fill', () => {
    // A disc with no opaque area hides nothing, however many are stacked on it.
    expect(kept([disc(100, 100, 21, 0), disc(100, 100, 21, 0), disc(100, 100, 2)])).toEqual([0, 1, 2]);
  });

  it('leaves out a disc drawn with the same image on the same pixels as one above it', () => {
    const dot = (x: number, y: number, image?: number): Disc => ({ x, y, footprint: 6, opaque: 4, image });
    // A column of leaves zoomed far out: dots a fifth of a pixel apart land on the pixel of the one above.
    expect(kept([dot(100, 100, 3), dot(100, 100, 3), dot(100, 100, 3)])).toEqual([0]);
    // Another image, another place, or no image named: drawn.
    expect(kept([dot(100, 100, 3), dot(100, 100, 4), dot(100.5, 100, 3), dot(100, 101, 3)])).toEqual([
      0, 1, 2, 3,
    ]);
    expect(kept([dot(100, 100), dot(100, 100)])).toEqual([0, 1]);
    // Places a third of a pixel apart (a device pixel ratio of 3) are told apart.
    expect(kept([dot(100, 100, 3), dot(100 + 1 / 3, 100, 3), dot(100 + 2 / 3, 100, 3)])).toEqual([0, 1, 2]);
    // Beyond the target's edge nothing is assumed.
    expect(kept([dot(-2, 100, 3), dot(-2, 100, 3)])).toEqual([0, 1]);
  });
});
