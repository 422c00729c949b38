import { describe, expect, it } from 'vitest';
import { isPaletteShortcut, keyStaysInField, PALETTE_INPUT_ID } from '@client/lib/search/shortcut';

const key = (over: Partial<KeyboardEvent>) => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...over,
});

/** An element that is a text field or not, inside a dialog or not. */
const target = (field: boolean, inDialog: boolean, id = '') => ({
  id,
  matches: () => field,
  closest: () => (inDialog ? {} : null),
});

describe('the palette shortcut', () => {
  it('is Ctrl+K or Cmd+K, without Alt or Shift', () => {
    expect(isPaletteShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isPaletteShortcut(key({}))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(key({ ctrlKey: true, key: 'f' }))).toBe(false);
  });

  it('stays with a text field of another dialog, and nowhere else', () => {
    expect(keyStaysInField(target(true, true))).toBe(true);
    expect(keyStaysInField(target(false, true))).toBe(false);
    expect(keyStaysInField(target(true, false))).toBe(false);
    expect(keyStaysInField(target(true, true, PALETTE_INPUT_ID))).toBe(false);
    expect(keyStaysInField(null)).toBe(false);
  });
});
