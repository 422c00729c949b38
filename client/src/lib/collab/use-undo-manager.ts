import { useMemo, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { type ForeignStep, UndoStore, type UndoOptions, type UndoScope } from './undo-store';

export type { ForeignStep, UndoOptions, UndoScope } from './undo-store';

export interface UndoControls {
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
}

export interface UndoHistory extends UndoControls {
  /** Adds a step this user started that others' transactions wrote (an AI draft), as one undo step. */
  pushForeign(step: ForeignStep): boolean;
  /** Runs a discrete command as an undo step of its own, however soon after the last edit. */
  step(command: () => void): void;
}

/**
 * Undo/redo of this user's edits to `doc` (never a collaborator's), consecutive edits within ~400 ms
 * grouped into one step unless run through `step`. Pass a stable `scope` such as boardUndoScope: a new function starts a new
 * history. Keyboard shortcuts are the screen's to bind.
 */
export function useUndoManager(doc: Y.Doc | null, scope: UndoScope, options?: UndoOptions): UndoHistory {
  const captureTimeoutMs = options?.captureTimeoutMs;
  const trackedOrigins = options?.trackedOrigins;
  const ignoreRemoteMapChanges = options?.ignoreRemoteMapChanges;
  const store = useMemo(
    () => new UndoStore(doc, scope, { captureTimeoutMs, trackedOrigins, ignoreRemoteMapChanges }),
    [doc, scope, captureTimeoutMs, trackedOrigins, ignoreRemoteMapChanges],
  );
  const { canUndo, canRedo } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    undo: store.undo,
    redo: store.redo,
    canUndo,
    canRedo,
    pushForeign: store.pushForeign,
    step: store.step,
  };
}
