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
 * The canvas's keyboard, as in Whimsical or MindNode: Tab adds a child, Enter a sibling, Delete or
 * Backspace deletes (after confirming), F2 renames in place, Space folds a branch, arrows move the
 * selection, Escape deselects (and lets Tab leave the canvas again), Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or
 * Ctrl+Y) undo and redo, + and - zoom, Shift+1 fits the map to the screen.
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
      }
    },
    [actions],
  );
}
