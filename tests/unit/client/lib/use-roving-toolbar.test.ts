import { describe, expect, it } from 'vitest';
import { toolbarStep } from '@client/lib/use-roving-toolbar';

describe('toolbarStep', () => {
  it('moves right and left one control, wrapping around at either end', () => {
    expect(toolbarStep('ArrowRight', 0, 4)).toBe(1);
    expect(toolbarStep('ArrowRight', 3, 4)).toBe(0);
    expect(toolbarStep('ArrowLeft', 2, 4)).toBe(1);
    expect(toolbarStep('ArrowLeft', 0, 4)).toBe(3);
  });

  it('goes to the first control by Home and the last by End', () => {
    expect(toolbarStep('Home', 2, 4)).toBe(0);
    expect(toolbarStep('End', 1, 4)).toBe(3);
  });

  it('starts from the ends when no control has the focus', () => {
    expect(toolbarStep('ArrowRight', -1, 4)).toBe(0);
    expect(toolbarStep('ArrowLeft', -1, 4)).toBe(3);
  });

  it('leaves other keys, and a toolbar without controls, alone', () => {
    expect(toolbarStep('ArrowDown', 1, 4)).toBeNull();
    expect(toolbarStep('Tab', 1, 4)).toBeNull();
    expect(toolbarStep('ArrowRight', -1, 0)).toBeNull();
  });
});
