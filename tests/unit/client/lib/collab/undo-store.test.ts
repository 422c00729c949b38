import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { UndoStore } from '@client/lib/collab/undo-store';
import { addTodo, createInboxDoc, inboxUndoScope, readInbox, updateTodo } from '@shared/schema/inbox';

const titles = (doc: Y.Doc) => readInbox(doc).todos.map((todo) => todo.title);

/** Applies `change` to a remote replica and delivers it the way the provider does (origin: the provider). */
function remoteEdit(doc: Y.Doc, change: (replica: Y.Doc) => void) {
  const replica = new Y.Doc();
  Y.applyUpdate(replica, Y.encodeStateAsUpdate(doc));
  const before = Y.encodeStateVector(replica);
  change(replica);
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(replica, before), { provider: true });
}

describe('the undo store', () => {
  it('undoes and redoes this user’s edits', () => {
    const doc = createInboxDoc();
    const store = new UndoStore(doc, inboxUndoScope, { captureTimeoutMs: 0 });
    const stop = store.subscribe(() => undefined);
    expect(store.getSnapshot()).toEqual({ canUndo: false, canRedo: false });
    addTodo(doc, { title: 'Mine' });
    expect(store.getSnapshot()).toEqual({ canUndo: true, canRedo: false });
    store.undo();
    expect(titles(doc)).toEqual([]);
    expect(store.getSnapshot()).toEqual({ canUndo: false, canRedo: true });
    store.redo();
    expect(titles(doc)).toEqual(['Mine']);
    stop();
  });

  it('never undoes a collaborator’s edit', () => {
    const doc = createInboxDoc();
    const store = new UndoStore(doc, inboxUndoScope, { captureTimeoutMs: 0 });
    const stop = store.subscribe(() => undefined);
    addTodo(doc, { title: 'Mine' });
    remoteEdit(doc, (replica) => addTodo(replica, { title: 'Theirs' }));
    expect(titles(doc)).toEqual(['Mine', 'Theirs']);
    store.undo();
    expect(titles(doc)).toEqual(['Theirs']);
    expect(store.getSnapshot().canUndo).toBe(false);
    stop();
  });

  it('groups edits that follow each other closely into one step', () => {
    const doc = createInboxDoc();
    const id = addTodo(doc, { title: 'T' })!;
    const store = new UndoStore(doc, inboxUndoScope);
    const stop = store.subscribe(() => undefined);
    updateTodo(doc, id, { title: 'Ta' });
    updateTodo(doc, id, { title: 'Tas' });
    updateTodo(doc, id, { title: 'Task' });
    store.undo();
    expect(titles(doc)).toEqual(['T']);
    stop();
  });

  it('notifies only when undo or redo availability changes', () => {
    const doc = createInboxDoc();
    const store = new UndoStore(doc, inboxUndoScope, { captureTimeoutMs: 0 });
    let notified = 0;
    const stop = store.subscribe(() => (notified += 1));
    addTodo(doc, { title: 'One' });
    addTodo(doc, { title: 'Two' });
    expect(notified).toBe(1);
    stop();
  });

  it('tracks nothing while unsubscribed and does nothing without a document', () => {
    const doc = createInboxDoc();
    const store = new UndoStore(doc, inboxUndoScope, { captureTimeoutMs: 0 });
    const stop = store.subscribe(() => undefined);
    stop();
    addTodo(doc, { title: 'After' });
    store.undo();
    expect(titles(doc)).toEqual(['After']);

    const empty = new UndoStore(null, inboxUndoScope);
    empty.subscribe(() => undefined)();
    expect(() => empty.undo()).not.toThrow();
    expect(empty.getSnapshot()).toEqual({ canUndo: false, canRedo: false });
  });
});
