import { describe, expect, it } from 'vitest';
import { presenceColour } from '@shared/presence';

/** WCAG's contrast ratio of white on `hex`. */
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
  return 1.05 / (luminance + 0.05);
}

describe('presenceColour', () => {
  it('gives every person a colour that carries white initials at 4.5:1 or more', () => {
    const colours = new Set(Array.from({ length: 400 }, (_, index) => presenceColour(`user-${index}`)));
    expect(colours.size).toBeGreaterThan(4);
    const weak = [...colours].filter((colour) => contrastWithWhite(colour) < 4.5);
    expect(weak).toEqual([]);
  });
});
