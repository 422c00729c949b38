import * as Y from 'yjs';
import { afterAll, describe, expect, it } from 'vitest';
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
  initBoard,
  moveCard,
  moveColumn,
  readBoard,
  renameColumn,
  reorderColumns,
  updateCard,
} from '@shared/schema/board';
import {
  ROOT_NODE_ID,
  type MindmapView,
  addNode,
  deleteNode,
  initMindmap,
  mindmapViewSchema,
  moveNodes,
  readMindmap,
  reparentNode,
  updateMindmapMeta,
  updateNode,
} from '@shared/schema/mindmap';
import {
  type TodoListView,
  addTodo,
  deleteTodo,
  initTodoList,
  moveTodo,
  readTodoList,
  todoListViewSchema,
  updateTodo,
} from '@shared/schema/todolist';
import { Network, type Random, createRandom } from './network';

/**
 * Seeded convergence fuzz: 5 peers edit a mind map, a to-do list and a board through shared/schema while
 * updates travel with random delays, out of order and across partitions. After a full sync every replica must
 * hold the same encoded state and the same resolved views, and the views must keep their invariants (which are
 * also checked mid-run, on unsynced replicas).
 */

const ITERATIONS = Number(process.env.FUZZ_ITERATIONS ?? 20);
const STEPS = Number(process.env.FUZZ_STEPS ?? 200);
const FIRST_SEED = Number(process.env.FUZZ_SEED ?? 1);
const PEERS = 5;
const [MAP, LIST, BOARD] = [0, 1, 2] as const;
const seeds = Array.from({ length: ITERATIONS }, (_, index) => FIRST_SEED + index);

/**
 * The encoded state, canonical. Replicas that hold the same state can still encode it differently, because Yjs
 * merges runs of adjacent structs opportunistically depending on arrival order; loading the state into a fresh
 * document merges every run, so equal states give equal bytes.
 */
function canonicalState(doc: Y.Doc): Buffer {
  const fresh = new Y.Doc();
  Y.applyUpdate(fresh, Y.encodeStateAsUpdate(doc));
  return Buffer.from(Y.encodeStateAsUpdate(fresh));
}

/** A cheap check for the hot loops (expect() costs far more per call); the message names what broke. */
function invariant(condition: boolean, message: string): void {
  if (!condition) throw new Error(`invariant broken: ${message}`);
}

function checkMindmap(view: MindmapView): void {
  mindmapViewSchema.parse(view);
  const parents = new Map(view.nodes.map((node) => [node.id, node.parentId]));
  invariant(parents.size === view.nodes.length, 'node ids are unique');
  invariant(view.rootId === ROOT_NODE_ID, 'the root is the node with the root id');
  const roots = view.nodes.filter((node) => node.parentId === null);
  invariant(roots.length === 1 && roots[0]?.id === ROOT_NODE_ID, 'exactly one node has no parent');
  for (const node of view.nodes) {
    let current: string | null = node.id;
    for (let steps = 0; current !== ROOT_NODE_ID; steps += 1) {
      invariant(current !== null && parents.has(current), `every parent above ${node.id} exists`);
      invariant(steps <= view.nodes.length, `no cycle above ${node.id}`);
      current = parents.get(current!) ?? null;
    }
  }
}

function checkSorted(items: readonly { id: string; position: string }[], what: string): void {
  for (let i = 1; i < items.length; i += 1) {
    invariant(compareKeyed(items[i - 1]!, items[i]!) < 0, `${what} sorted by (position, id)`);
  }
}

function checkTodoList(view: TodoListView): void {
  todoListViewSchema.parse(view);
  checkSorted(view.todos, 'to-dos');
}

function checkBoard(view: BoardView): void {
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
class Ledger {
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

type Step = (doc: Y.Doc, random: Random, label: string, ledger: Ledger) => void;

const mapStep: Step = (doc, random, label, ledger) => {
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
  else if (op === 8) ledger.remove(other, deleteNode(doc, other));
  else updateMindmapMeta(doc, { title: label, transform: { x: coordinate(), y: coordinate(), scale: 1 } });
};

const listStep: Step = (doc, random, label, ledger) => {
  const todos = readTodoList(doc).todos;
  const id = random.pick(todos)?.id ?? 'none';
  const rank = random.int(0, todos.length);
  const op = random.int(0, 7);
  if (op <= 2) ledger.add(addTodo(doc, { title: label, rank }));
  else if (op === 3) updateTodo(doc, id, { title: label, completed: random.chance(0.5) });
  else if (op <= 6) moveTodo(doc, id, rank);
  else ledger.remove(id, deleteTodo(doc, id));
};

const boardStep: Step = (doc, random, label, ledger) => {
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

/**
 * Edits every peer makes in the same tick, before any of them hears of the others, all aimed at the same
 * records: opposite reparents of the two smallest node ids (cycles), moves of the to-do and the card with the
 * smallest id (concurrent moves of one item), and moves into a lane that other peers delete.
 */
const contended: Array<(doc: Y.Doc, random: Random) => void> = [
  (doc, random) => {
    const ids = readMindmap(doc).nodes.map((node) => node.id);
    const [child, parent] = random.shuffle(
      ids
        .filter((id) => id !== ROOT_NODE_ID)
        .sort()
        .slice(0, 2),
    );
    if (child && parent) reparentNode(doc, child, parent);
  },
  (doc, random) => {
    const todos = readTodoList(doc).todos;
    const first = todos.map((todo) => todo.id).sort()[0];
    if (first) moveTodo(doc, first, random.int(0, todos.length));
  },
  (doc, random) => {
    const { columns } = readBoard(doc);
    const lane = columns
      .slice(1, -1)
      .map((column) => column.id)
      .sort()[0];
    const card = columns.flatMap((column) => column.cards.map((item) => item.id)).sort()[0];
    if (lane && random.chance(0.3)) deleteColumn(doc, lane);
    else if (card)
      moveCard(doc, card, (random.chance(0.5) ? lane : random.pick(columns)?.id) ?? NEW_COLUMN_ID, 0);
  },
];

const shownIds = [
  (doc: Y.Doc) => readMindmap(doc).nodes.map((node) => node.id),
  (doc: Y.Doc) => readTodoList(doc).todos.map((todo) => todo.id),
  (doc: Y.Doc) => readBoard(doc).columns.flatMap((column) => column.cards.map((card) => card.id)),
];

function run(seed: number): void {
  const random = createRandom(seed);
  const network = new Network(PEERS, 3, random, 6);
  const ledgers = [new Ledger(), new Ledger(), new Ledger()];
  ledgers[MAP]!.add(ROOT_NODE_ID);
  // Every peer initialises every document before hearing from the others: one root, one New, one Done.
  network.peers.forEach((docs, peer) => {
    initMindmap(docs[MAP]!, { title: `map of ${peer}` });
    initTodoList(docs[LIST]!, { title: `list of ${peer}` });
    initBoard(docs[BOARD]!, { title: `board of ${peer}` });
  });
  const steps = [mapStep, listStep, boardStep];
  for (let step = 0; step < STEPS; step += 1) {
    const weather = random.next();
    if (weather < 0.04) network.partition();
    else if (weather < 0.08) network.heal();
    const peer = random.int(0, PEERS - 1);
    const kind = random.int(0, 2);
    if (random.chance(0.1)) for (const docs of network.peers) contended[kind]!(docs[kind]!, random);
    else steps[kind]!(network.peers[peer]![kind]!, random, `${peer}.${step}`, ledgers[kind]!);
    network.step();
    if (step % 7 === 0) {
      const docs = random.pick(network.peers)!;
      checkMindmap(readMindmap(docs[MAP]!));
      checkTodoList(readTodoList(docs[LIST]!));
      checkBoard(readBoard(docs[BOARD]!));
    }
  }
  network.settle();
  const reads = [readMindmap, readTodoList, readBoard] as const;
  for (const kind of [MAP, LIST, BOARD]) {
    const docs = network.peers.map((replicas) => replicas[kind]!);
    const state = canonicalState(docs[0]!);
    const view = reads[kind](docs[0]!);
    for (const doc of docs.slice(1)) {
      expect(canonicalState(doc).equals(state), 'encoded states equal').toBe(true);
      expect(reads[kind](doc)).toEqual(view);
    }
    expect(shownIds[kind]!(docs[0]!).sort(), 'every live record shown once, none lost').toEqual(
      ledgers[kind]!.expected(),
    );
  }
  checkMindmap(readMindmap(network.peers[0]![MAP]!));
  checkTodoList(readTodoList(network.peers[0]![LIST]!));
  checkBoard(readBoard(network.peers[0]![BOARD]!));
}

describe('convergence of concurrent edits', () => {
  afterAll(() => {
    // The figures of the run belong in the test output, so a reader knows how much was fuzzed.
    // eslint-disable-next-line no-console
    console.info(
      `convergence fuzz: ${seeds.length} seeds (${FIRST_SEED}..${FIRST_SEED + seeds.length - 1}) × ${STEPS} steps, ` +
        `${PEERS} peers × 3 documents (FUZZ_ITERATIONS, FUZZ_STEPS, FUZZ_SEED to change)`,
    );
  });

  it.each(seeds)('converges to one state with its invariants intact (seed %i)', (seed) => {
    try {
      run(seed);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(
        `seed ${seed} failed: ${message}\nreplay: FUZZ_SEED=${seed} FUZZ_ITERATIONS=1 ` +
          'npx vitest run --project unit tests/unit/shared/convergence.fuzz.test.ts',
        { cause: error },
      );
    }
  });
});
