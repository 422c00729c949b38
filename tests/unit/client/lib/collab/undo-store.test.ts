import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { UndoStore } from '@client/lib/collab/undo-store';
import { addTodo, createInboxDoc, inboxUndoScope, readInbox, updateTodo } from '@shared/schema/inbox';
import {
  MINDMAP_UNDO_OPTIONS,
  addNode,
  createMindmapDoc,
  mindmapUndoScope,
  updateNode,
} from '@shared/schema/mindmap';
import {
  readGeneratedChanges,
  recordGeneratedChanges,
  undoGenerated,
} from '@shared/schema/mindmap-generated';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { replicaOf, syncDocs } from '../../../shared/sync';

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

  it('keeps a discrete command a step of its own, however soon it follows or is followed by an edit', () => {
    const doc = createInboxDoc();
    const id = addTodo(doc, { title: 'T' })!;
    const store = new UndoStore(doc, inboxUndoScope);
    const stop = store.subscribe(() => undefined);
    updateTodo(doc, id, { title: 'Ta' });
    store.step(() => updateTodo(doc, id, { title: 'Chosen' }));
    updateTodo(doc, id, { title: 'Chosen!' });
    store.undo();
    expect(titles(doc)).toEqual(['Chosen']);
    store.undo();
    expect(titles(doc)).toEqual(['Ta']);
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

describe('a step written by someone else for this user (an AI run)', () => {
  /** A server writes nodes into the map (remote to the editor); the editor records nothing of it. */
  function mapWithServerRun() {
    const server = createMindmapDoc({ title: 'Plan' });
    const root = readMindmap(server).rootId!;
    const mine = addNode(server, { parentId: root, label: 'Mine', x: 10, y: 10 })!;
    const editor = replicaOf(server);
    const peer = replicaOf(server);
    const before = positionsOf(server);
    server.transact(() => {
      const idea = addNode(server, { parentId: mine, label: 'Idea', x: 50, y: 50 })!;
      addNode(server, { parentId: idea, label: 'Sub-idea', x: 90, y: 90 });
      updateNode(server, mine, { x: 20, y: 30 });
      recordGeneratedChanges(server, before);
    });
    server.transact(() => {
      const start = positionsOf(server);
      addNode(server, { parentId: mine, label: 'Second idea', x: 60, y: 60 });
      recordGeneratedChanges(server, start);
    });
    syncDocs(server, editor);
    syncDocs(server, peer);
    return { server, editor, peer, mine };
  }
  const positionsOf = (doc: Y.Doc) =>
    new Map(readMindmap(doc).nodes.map((node) => [node.id, [node.x, node.y] as const]));
  const labels = (doc: Y.Doc) =>
    readMindmap(doc)
      .nodes.map((node) => node.label)
      .sort();

  it('undoes the whole run in one step, puts moved nodes back, and redoes it', () => {
    const { editor, mine } = mapWithServerRun();
    const store = new UndoStore(editor, mindmapUndoScope, MINDMAP_UNDO_OPTIONS);
    const stop = store.subscribe(() => undefined);
    expect(store.getSnapshot().canUndo).toBe(false);
    const changes = readGeneratedChanges(editor);
    expect(store.pushForeign({ undo: (doc) => undoGenerated(doc, changes) })).toBe(true);
    expect(store.getSnapshot().canUndo).toBe(true);
    store.undo();
    expect(labels(editor)).toEqual(['Mine', 'Plan']);
    expect(readMindmap(editor).nodes.find((node) => node.id === mine)).toMatchObject({ x: 10, y: 10 });
    expect(store.getSnapshot()).toEqual({ canUndo: false, canRedo: true });
    store.redo();
    expect(labels(editor)).toEqual(['Idea', 'Mine', 'Plan', 'Second idea', 'Sub-idea']);
    expect(readMindmap(editor).nodes.find((node) => node.id === mine)).toMatchObject({ x: 20, y: 30 });
    stop();
  });

  it("keeps what a peer edited since, and a node that holds a peer's child", () => {
    const { editor, peer, mine } = mapWithServerRun();
    const byLabel = (label: string) => readMindmap(peer).nodes.find((node) => node.label === label)!.id;
    updateNode(peer, byLabel('Second idea'), { label: 'Second idea, renamed' });
    addNode(peer, { parentId: byLabel('Sub-idea'), label: 'Peer child', x: 0, y: 0 });
    updateNode(peer, mine, { x: 500, y: 500 });
    syncDocs(peer, editor);
    const store = new UndoStore(editor, mindmapUndoScope, MINDMAP_UNDO_OPTIONS);
    const stop = store.subscribe(() => undefined);
    const changes = readGeneratedChanges(editor);
    store.pushForeign({ undo: (doc) => undoGenerated(doc, changes) });
    store.undo();
    expect(labels(editor)).toEqual([
      'Idea',
      'Mine',
      'Peer child',
      'Plan',
      'Second idea, renamed',
      'Sub-idea',
    ]);
    expect(readMindmap(editor).nodes.find((node) => node.id === mine)).toMatchObject({ x: 500, y: 500 });
    stop();
  });
});
