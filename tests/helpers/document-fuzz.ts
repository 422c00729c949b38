/** Random edits and invariant checks shared by the document fuzz tests (in memory and through the server). */
import * as Y from 'yjs';
import { compareKeyed } from '@shared/ordering';
import {
  DONE_COLUMN_ID,
  NEW_COLUMN_ID,
  type BoardView,
  addCard,
  addColumn,
  boardViewSchema,
  deleteCard,
  deleteColumn,
  moveCard,
  moveColumn,
  readBoard,
  renameColumn,
  reorderColumns,
  updateCard,
} from '@shared/schema/board';
import { addNode, moveNodes, reparentNode, updateMindmapMeta, updateNode } from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { ROOT_NODE_ID, type MindmapView, mindmapViewSchema } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import {
  type TodoListView,
  addTodo,
  deleteTodo,
  moveTodo,
  readTodoList,
  todoListViewSchema,
  updateTodo,
} from '@shared/schema/todolist';
import type { Random } from './random';

/**
 * The encoded state, canonical. Replicas that hold the same state can still encode it differently, because Yjs
 * merges runs of adjacent structs opportunistically depending on arrival order; loading the state into a fresh
 * document merges every run, so equal states give equal bytes.
 */
export function canonicalState(doc: Y.Doc): Buffer {
  const fresh = new Y.Doc();
  Y.applyUpdate(fresh, Y.encodeStateAsUpdate(doc));
  return Buffer.from(Y.encodeStateAsUpdate(fresh));
}

/** A cheap check for the hot loops (expect() costs far more per call); the message names what broke. */
export function invariant(condition: boolean, message: string): void {
  if (!condition) throw new Error(`invariant broken: ${message}`);
}

/** `rootId`: the id the root must have (the map's id, or the legacy 'root' for maps made without one). */
export function checkMindmap(view: MindmapView, rootId = ROOT_NODE_ID): void {
  mindmapViewSchema.parse(view);
  const parents = new Map(view.nodes.map((node) => [node.id, node.parentId]));
  invariant(parents.size === view.nodes.length, 'node ids are unique');
  invariant(view.rootId === rootId, 'the root is the node with the root id');
  const roots = view.nodes.filter((node) => node.parentId === null);
  invariant(roots.length === 1 && roots[0]?.id === rootId, 'exactly one node has no parent');
  for (const node of view.nodes) {
    let current: string | null = node.id;
    for (let steps = 0; current !== rootId; steps += 1) {
      invariant(current !== null && parents.has(current), `every parent above ${node.id} exists`);
      invariant(steps <= view.nodes.length, `no cycle above ${node.id}`);
      current = parents.get(current!) ?? null;
    }
  }
}

export function checkSorted(items: readonly { id: string; position: string }[], what: string): void {
  for (let i = 1; i < items.length; i += 1) {
    invariant(compareKeyed(items[i - 1]!, items[i]!) < 0, `${what} sorted by (position, id)`);
  }
}

export function checkTodoList(view: TodoListView): void {
  todoListViewSchema.parse(view);
  checkSorted(view.todos, 'to-dos');
}

export function checkBoard(view: BoardView): void {
  boardViewSchema.parse(view);
  const laneIds = view.columns.map((column) => column.id);
  invariant(laneIds[0] === NEW_COLUMN_ID, 'New is first');
  invariant(laneIds.at(-1) === DONE_COLUMN_ID, 'Done is last');
  invariant(new Set(laneIds).size === laneIds.length, 'lane ids are unique');
  checkSorted(view.columns.slice(1, -1), 'lanes');
  const seen = new Set<string>();
  for (const column of view.columns) {
    checkSorted(column.cards, 'cards');
    for (const card of column.cards) {
      invariant(card.columnId === column.id, `card ${card.id} names the lane it is shown in`);
      invariant(!seen.has(card.id), `card ${card.id} is in one lane only`);
      seen.add(card.id);
    }
  }
}

/** Ids each kind of record was created and deleted under: a synced replica must hold exactly the difference. */
export class Ledger {
  private readonly created = new Set<string>();
  private readonly deleted = new Set<string>();
  add(id: string | null): void {
    if (id !== null) this.created.add(id);
  }
  remove(id: string, removed: boolean): void {
    if (removed) this.deleted.add(id);
  }
  expected(): string[] {
    return [...this.created].filter((id) => !this.deleted.has(id)).sort();
  }
}

export type Step = (doc: Y.Doc, random: Random, label: string, ledger: Ledger) => void;

export const mapStep: Step = (doc, random, label, ledger) => {
  const view = readMindmap(doc);
  const ids = view.nodes.map((node) => node.id);
  const others = ids.filter((id) => id !== view.rootId).sort();
  const any = random.pick(ids) ?? ROOT_NODE_ID;
  const other = random.pick(others) ?? ROOT_NODE_ID;
  const target = random.pick(ids) ?? ROOT_NODE_ID;
  const coordinate = () => random.int(-500, 1500);
  const op = random.int(0, 9);
  if (op <= 2) ledger.add(addNode(doc, { parentId: any, label, x: coordinate(), y: coordinate() }));
  else if (op === 3) updateNode(doc, any, { label, collapsed: random.chance(0.5) });
  else if (op === 4) updateNode(doc, any, { linkedTodoListId: random.chance(0.5) ? `list-${op}` : null });
  else if (op === 5)
    moveNodes(doc, [
      { id: any, x: coordinate(), y: coordinate() },
      { id: other, x: 0, y: 0 },
    ]);
  else if (op <= 7) reparentNode(doc, other, target);
  else if (op === 8) for (const id of deleteBranch(doc, other)) ledger.remove(id, true);
  else updateMindmapMeta(doc, { title: label, transform: { x: coordinate(), y: coordinate(), k: 1 } });
};

export const listStep: Step = (doc, random, label, ledger) => {
  const todos = readTodoList(doc).todos;
  const id = random.pick(todos)?.id ?? 'none';
  const rank = random.int(0, todos.length);
  const op = random.int(0, 7);
  if (op <= 2) ledger.add(addTodo(doc, { title: label, rank }));
  else if (op === 3) updateTodo(doc, id, { title: label, completed: random.chance(0.5) });
  else if (op <= 6) moveTodo(doc, id, rank);
  else ledger.remove(id, deleteTodo(doc, id));
};

export const boardStep: Step = (doc, random, label, ledger) => {
  const { columns } = readBoard(doc);
  const middle = columns.slice(1, -1).map((column) => column.id);
  const lane = random.pick(columns)?.id ?? NEW_COLUMN_ID;
  const custom = random.pick(middle) ?? 'none';
  const cards = columns.flatMap((column) => column.cards.map((card) => card.id)).sort();
  // Half the moves go to the card with the smallest id, which every peer is likely to be moving at once.
  const card = (random.chance(0.5) ? cards[0] : random.pick(cards)) ?? 'none';
  const rank = random.int(0, 4);
  const op = random.int(0, 12);
  if (op <= 1) addColumn(doc, { title: `Lane ${label}`, rank: random.int(0, columns.length) });
  else if (op === 2) renameColumn(doc, custom, `Renamed ${label}`);
  else if (op === 3) moveColumn(doc, custom, random.int(0, columns.length));
  else if (op === 4)
    reorderColumns(
      doc,
      random.shuffle([...middle]).map((id, index) => ({ id, position: index + 1 })),
    );
  else if (op === 5) deleteColumn(doc, custom);
  else if (op <= 7) ledger.add(addCard(doc, { columnId: lane, title: label, rank }));
  else if (op === 8)
    updateCard(doc, card, { title: label, priority: random.pick(['low', 'high'] as const) ?? null });
  else if (op <= 11) moveCard(doc, card, lane, rank);
  else ledger.remove(card, deleteCard(doc, card));
};
