/**
 * What a key does on an item of the outline's tree, after the WAI-ARIA tree pattern: the arrows follow the
 * tree (the canvas's arrows are spatial instead); every other key is the canvas's (Tab adds a child, Enter
 * a sibling, F2 renames, Delete removes, Space folds…), handed to the canvas's keyboard unchanged.
 */
export type OutlineKeyAction =
  { kind: 'focus'; row: number } | { kind: 'fold'; folded: boolean } | { kind: 'leave' } | { kind: 'canvas' };

export interface OutlineKeyEvent {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export interface OutlineKeyRow {
  row: number;
  count: number;
  /** 1 expanded, 0 folded, -1 without children. */
  expanded: number;
  parentRow: number;
  isRoot: boolean;
}

/** The action for `event` on `item`, or null for a key that does nothing there. */
export function outlineKeyAction(event: OutlineKeyEvent, item: OutlineKeyRow): OutlineKeyAction | null {
  const { key } = event;
  if (event.altKey || event.ctrlKey || event.metaKey) return { kind: 'canvas' };
  if (key === 'Escape') return { kind: 'leave' };
  const last = item.count - 1;
  const focus = (row: number) =>
    row === item.row || row < 0 || row > last ? null : { kind: 'focus' as const, row };
  switch (key) {
    case 'ArrowDown':
      return focus(item.row + 1);
    case 'ArrowUp':
      return focus(item.row - 1);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(last);
    case 'ArrowRight':
      if (item.expanded === 0) return { kind: 'fold', folded: false };
      return item.expanded === 1 ? focus(item.row + 1) : null;
    case 'ArrowLeft':
      if (item.expanded === 1 && !item.isRoot) return { kind: 'fold', folded: true };
      return focus(item.parentRow);
    default:
      return { kind: 'canvas' };
  }
}
