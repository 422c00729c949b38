import { useCallback, type KeyboardEvent } from 'react';
import type { Direction } from '../utils/spatial-navigation';

export interface MapKeyboardActions {
  readOnly: boolean;
  selected: string | null;
  rootId: string | null;
  select(id: string | null): void;
  navigate(direction: Direction): void;
  addChild(id: string): void;
  addSibling(id: string): void;
  requestDelete(id: string): void;
  rename(id: string): void;
  toggleCollapsed(id: string): void;
  /** Ctrl+arrow: the selected branch moves under the nearest node that way. */
  moveToward(direction: Direction): void;
  /** M: the Move to… picker for the selected branch. */
  openMoveTo(id: string): void;
  /** Shift+C and Shift+E: every branch folded or unfolded. */
  collapseAll(collapsed: boolean): void;
  /** ?: the shortcut sheet. */
  showShortcuts(): void;
  undo(): void;
  redo(): void;
  zoom(factor: number): void;
  fit(): void;
}

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The canvas's keyboard, as in Whimsical or MindNode; every key is listed on the shortcut sheet
 * (shortcut-sheet.tsx), which ? opens. Keys reach it from the canvas and from the outline.
 */
export function useMapKeyboard(actions: MapKeyboardActions) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || event.nativeEvent.isComposing) return;
      const key = event.key;
      const command = event.ctrlKey || event.metaKey;
      const handled = () => {
        event.preventDefault();
        event.stopPropagation();
      };
      if (command && !event.altKey) {
        const lower = key.toLowerCase();
        if (lower === 'z' && !actions.readOnly) {
          if (event.shiftKey) actions.redo();
          else actions.undo();
          handled();
        } else if (lower === 'y' && !actions.readOnly) {
          actions.redo();
          handled();
        } else if (ARROWS[key] && actions.selected !== null && !actions.readOnly) {
          actions.moveToward(ARROWS[key]);
          handled();
        }
        return;
      }
      if (event.altKey) return;
      const direction = ARROWS[key];
      if (direction) {
        if (actions.selected === null) actions.select(actions.rootId);
        else actions.navigate(direction);
        handled();
        return;
      }
      if (key === 'Escape' && actions.selected !== null) {
        actions.select(null);
        handled();
        return;
      }
      if (key === '+' || key === '=') {
        actions.zoom(1.25);
        handled();
        return;
      }
      if (key === '-' || key === '_') {
        actions.zoom(1 / 1.25);
        handled();
        return;
      }
      if (key === '!' && event.shiftKey) {
        actions.fit();
        handled();
        return;
      }
      if (key === '?') {
        actions.showShortcuts();
        handled();
        return;
      }
      if ((key === 'C' || key === 'E') && event.shiftKey && !actions.readOnly) {
        actions.collapseAll(key === 'C');
        handled();
        return;
      }
      const id = actions.selected;
      if (id === null || actions.readOnly) return;
      if (key === 'Tab' && !event.shiftKey) {
        actions.addChild(id);
        handled();
      } else if (key === 'Enter') {
        actions.addSibling(id);
        handled();
      } else if ((key === 'Delete' || key === 'Backspace') && id !== actions.rootId) {
        actions.requestDelete(id);
        handled();
      } else if (key === 'F2') {
        actions.rename(id);
        handled();
      } else if (key === ' ') {
        actions.toggleCollapsed(id);
        handled();
      } else if ((key === 'm' || key === 'M') && !event.shiftKey && id !== actions.rootId) {
        actions.openMoveTo(id);
        handled();
      }
    },
    [actions],
  );
}
