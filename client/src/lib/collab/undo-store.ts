import * as Y from 'yjs';

/** The shared types an undo history covers: a shared/schema …UndoScope function. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Yjs types its shared types as AbstractType<any>; with unknown a Y.Map is not assignable.
export type UndoScope = (doc: Y.Doc) => Y.AbstractType<any>[];

export interface UndoSnapshot {
  canUndo: boolean;
  canRedo: boolean;
}

export interface UndoOptions {
  /** Edits closer together than this undo as one step (typing a word, dragging a node). */
  captureTimeoutMs?: number;
  /**
   * Transaction origins that count as this user's edits. shared/schema writes with no origin (null);
   * remote updates carry the provider as origin and the local copy its persistence, so neither is undone.
   */
  trackedOrigins?: ReadonlySet<unknown>;
  /**
   * Undo restores a value even when a peer wrote it since: for documents whose records are whole values
   * that their schema merges back field by field (a mind map's nodes).
   */
  ignoreRemoteMapChanges?: boolean;
}

/**
 * A step this user started that reached the document through someone else's transactions (an AI draft the
 * server wrote): `undo` takes it back with this user's own writes, in the transaction it is given.
 */
export interface ForeignStep {
  undo(doc: Y.Doc): void;
}

type StackItem = Y.UndoManager['undoStack'][number];
const FOREIGN_STEP = 'foreignStep';

export const UNDO_CAPTURE_TIMEOUT_MS = 400;
const LOCAL_ORIGINS: ReadonlySet<unknown> = new Set([null]);

const NOTHING: UndoSnapshot = { canUndo: false, canRedo: false };

/**
 * Undo and redo of this user's own edits to one document. The Y.UndoManager exists only while someone is
 * subscribed, since it listens to every transaction of the document.
 */
export class UndoStore {
  private manager: Y.UndoManager | null = null;
  private subscribers = 0;
  private snapshot: UndoSnapshot = NOTHING;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly doc: Y.Doc | null,
    private readonly scope: UndoScope,
    private readonly options: UndoOptions = {},
  ) {}

  getSnapshot = (): UndoSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.subscribers += 1;
    if (this.subscribers === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      this.subscribers -= 1;
      if (this.subscribers === 0) this.stopManager();
    };
  };

  undo = (): void => {
    const manager = this.manager;
    const step = manager?.undoStack.at(-1)?.meta.get(FOREIGN_STEP) as ForeignStep | undefined;
    if (!manager || !this.doc || !step) {
      manager?.undo();
      return;
    }
    manager.undoStack.pop();
    // Written as the manager's own undo, so it lands on the redo stack and Redo brings the step back.
    manager.undoing = true;
    try {
      this.doc.transact(() => step.undo(this.doc!), manager);
    } finally {
      manager.undoing = false;
    }
    this.refresh();
  };

  /**
   * Adds a step made through others' transactions on top of the history, as one step; false while no one
   * listens (the history starts with its first subscriber).
   */
  pushForeign = (step: ForeignStep): boolean => {
    const manager = this.manager;
    if (!manager) return false;
    const item: StackItem = {
      insertions: Y.createDeleteSet(),
      deletions: Y.createDeleteSet(),
      meta: new Map([[FOREIGN_STEP, step]]),
    };
    manager.undoStack.push(item);
    // The user's next edit starts a step of its own instead of joining this one.
    manager.stopCapturing();
    manager.clear(false, true);
    this.refresh();
    return true;
  };

  redo = (): void => {
    this.manager?.redo();
  };

  /**
   * Runs one discrete command (a menu entry, a key, a drop) as an undo step of its own: it neither joins
   * the edit just before it, however close, nor lets the next edit join it.
   */
  step = (command: () => void): void => {
    this.manager?.stopCapturing();
    try {
      command();
    } finally {
      this.manager?.stopCapturing();
    }
  };

  private start(): void {
    if (!this.doc) return;
    const manager = new Y.UndoManager(this.scope(this.doc), {
      captureTimeout: this.options.captureTimeoutMs ?? UNDO_CAPTURE_TIMEOUT_MS,
      trackedOrigins: new Set(this.options.trackedOrigins ?? LOCAL_ORIGINS),
      ignoreRemoteMapChanges: this.options.ignoreRemoteMapChanges ?? false,
    });
    manager.on('stack-item-added', this.refresh);
    manager.on('stack-item-popped', this.refresh);
    manager.on('stack-cleared', this.refresh);
    this.manager = manager;
    this.refresh();
  }

  private stopManager(): void {
    this.manager?.destroy();
    this.manager = null;
    this.refresh();
  }

  private refresh = (): void => {
    const next = this.manager
      ? { canUndo: this.manager.canUndo(), canRedo: this.manager.canRedo() }
      : NOTHING;
    if (next.canUndo === this.snapshot.canUndo && next.canRedo === this.snapshot.canRedo) return;
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  };
}
