import * as Y from 'yjs';
import { type BoardView, observeBoard, readBoard } from '@shared/schema/board';
import type { DocumentKind } from '@shared/schema/document-name';
import { observeInbox, readInbox } from '@shared/schema/inbox';
import { observeMindmap } from '@shared/schema/mindmap';
import type { MindmapView } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import type { Todo } from '@shared/schema/todo-model';
import { observeTodoList, readTodoList } from '@shared/schema/todolist';
import { boardLanes, type LaneRow } from './board-diff';
import { countMarks, type DiffCounts } from './item-diff';
import { mapOutline, type OutlineRow } from './map-diff';
import { todoRows, type TodoRow } from './todo-diff';

/** A document read with its kind's schema reader, as plain data. */
export type DocumentContent =
  | { kind: 'mindmap'; title: string; view: MindmapView }
  | { kind: 'todos'; title: string; todos: Todo[] }
  | { kind: 'board'; title: string; view: BoardView };

/** A version compared with the live document, as its preview shows it. */
export type PreviewContent = { title: string; titleNow: string; counts: DiffCounts } & (
  | { kind: 'mindmap'; rows: OutlineRow[] }
  | { kind: 'todos'; rows: TodoRow[] }
  | { kind: 'board'; lanes: LaneRow[] }
);

/** Reads a document of `kind` with the shared schema readers. */
export function readContent(kind: DocumentKind, doc: Y.Doc): DocumentContent {
  switch (kind) {
    case 'mindmap': {
      const view = readMindmap(doc);
      return { kind: 'mindmap', title: view.meta.title, view };
    }
    case 'todolist': {
      const view = readTodoList(doc);
      return { kind: 'todos', title: view.meta.title, todos: view.todos };
    }
    case 'inbox':
      return { kind: 'todos', title: '', todos: readInbox(doc).todos };
    case 'board': {
      const view = readBoard(doc);
      return { kind: 'board', title: view.meta.title, view };
    }
  }
}

/**
 * Reads a version's state in a document of its own, made for the reading and dropped after it: the
 * device's copy and the live document are never touched.
 */
export function readVersion(kind: DocumentKind, update: Uint8Array): DocumentContent {
  const detached = new Y.Doc();
  try {
    Y.applyUpdate(detached, update);
    return readContent(kind, detached);
  } finally {
    detached.destroy();
  }
}

/** Calls `listener` after every change of the live document; returns the unsubscribe. */
export function observeContent(kind: DocumentKind, doc: Y.Doc, listener: () => void): () => void {
  switch (kind) {
    case 'mindmap':
      return observeMindmap(doc, listener);
    case 'todolist':
      return observeTodoList(doc, listener);
    case 'inbox':
      return observeInbox(doc, listener);
    case 'board':
      return observeBoard(doc, listener);
  }
}

/** The version compared with the live document, item by item. */
export function comparePreview(version: DocumentContent, now: DocumentContent): PreviewContent {
  const titles = { title: version.title, titleNow: now.title };
  if (version.kind === 'mindmap' && now.kind === 'mindmap') {
    const rows = mapOutline(version.view, now.view);
    return { ...titles, kind: 'mindmap', rows, counts: countMarks(rows) };
  }
  if (version.kind === 'board' && now.kind === 'board') {
    const lanes = boardLanes(version.view, now.view);
    const counts = countMarks([...lanes, ...lanes.flatMap((lane) => lane.cards)]);
    return { ...titles, kind: 'board', lanes, counts };
  }
  if (version.kind === 'todos' && now.kind === 'todos') {
    const rows = todoRows(version.todos, now.todos);
    return { ...titles, kind: 'todos', rows, counts: countMarks(rows) };
  }
  throw new Error(`A ${version.kind} version cannot be compared with a ${now.kind}`);
}
