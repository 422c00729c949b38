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
  /** Alt+F10: the focus goes to the selected node's toolbox; false when none shows. */
  focusToolbox(): boolean;
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

/** Runs Ctrl+Z (undo), Ctrl+Shift+Z or Ctrl+Y (redo) when `event` is one of them; answers whether it was. */
function historyKey(event: KeyboardEvent<HTMLElement>, actions: EditorHistoryKeys): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || actions.readOnly) return false;
  const lower = event.key.toLowerCase();
  if (lower === 'z' && event.shiftKey) actions.redo();
  else if (lower === 'z') actions.undo();
  else if (lower === 'y') actions.redo();
  else return false;
  return true;
}

export type EditorHistoryKeys = Pick<MapKeyboardActions, 'readOnly' | 'undo' | 'redo'>;

/** Where keys are text being typed, which undo their own way. */
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Undo and redo from anywhere in the editor but a text field: a toolbar button, a menu just used (the
 * Layout menu leaves the focus on its button), the outline. As in Miro or Whimsical, Ctrl+Z right after
 * a command undoes it wherever the focus went. The canvas handles its own keys first (useMapKeyboard).
 */
export function useEditorHistoryKeys(actions: EditorHistoryKeys) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.nativeEvent.isComposing) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      if (historyKey(event, actions)) event.preventDefault();
    },
    [actions],
  );
}

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
        if (historyKey(event, actions)) {
          handled();
        } else if (ARROWS[key] && actions.selected !== null && !actions.readOnly) {
          actions.moveToward(ARROWS[key]);
          handled();
        }
        return;
      }
      if (event.altKey) {
        // The WAI-ARIA toolbar convention, as in Google Docs or TinyMCE.
        const toToolbox = key === 'F10' && !command && !event.shiftKey && actions.selected !== null;
        if (toToolbox && actions.focusToolbox()) handled();
        return;
      }
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
