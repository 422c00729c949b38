/** The palette's own field: Ctrl+K there closes the palette. */
export const PALETTE_INPUT_ID = 'command-palette-input';

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Ctrl+K, or Cmd+K on a Mac. */
export function isPaletteShortcut(event: KeyLike): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

interface TargetLike {
  closest(selector: string): unknown;
  matches(selector: string): boolean;
  id: string;
}

const TEXT_FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Whether Ctrl+K belongs to the field with the focus rather than to the palette: a text field inside another
 * dialog (a card's description, a node's link) keeps the key.
 */
export function keyStaysInField(target: TargetLike | null): boolean {
  if (!target || target.id === PALETTE_INPUT_ID) return false;
  return target.matches(TEXT_FIELD) && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}
