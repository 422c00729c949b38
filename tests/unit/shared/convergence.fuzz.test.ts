import * as Y from 'yjs';
import { afterAll, describe, expect, it } from 'vitest';
import { NEW_COLUMN_ID, deleteColumn, initBoard, moveCard, readBoard } from '@shared/schema/board';
import { initMindmap, migrateMindmap, reparentNode } from '@shared/schema/mindmap';
import { MINDMAP_SCHEMA_VERSION, ROOT_NODE_ID } from '@shared/schema/mindmap-model';
import { createMindmapReader, readMindmap } from '@shared/schema/mindmap-reader';
import { initTodoList, moveTodo, readTodoList } from '@shared/schema/todolist';
import { legacyStep, versionTwoMap } from '../../helpers/legacy-mindmap';
import { type Random, createRandom } from '../../helpers/random';
import { Network } from './network';
import {
  canonicalState,
  checkMindmap,
  checkTodoList,
  checkBoard,
  Ledger,
  mapStep,
  listStep,
  boardStep,
} from '../../helpers/document-fuzz';

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
  // Each peer's editor follows its map with an incremental reader, which must always agree with a full read.
  const readers = network.peers.map((docs) => createMindmapReader(docs[MAP]!));
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
      const peerIndex = random.int(0, PEERS - 1);
      const docs = network.peers[peerIndex]!;
      const map = readMindmap(docs[MAP]!);
      checkMindmap(map);
      expect(readers[peerIndex]!.read(), 'the incremental reader agrees').toEqual(map);
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
  network.peers.forEach((docs, index) => expect(readers[index]!.read()).toEqual(readMindmap(docs[MAP]!)));
  readers.forEach((reader) => reader.stop());
  checkMindmap(readMindmap(network.peers[0]![MAP]!));
  checkTodoList(readTodoList(network.peers[0]![LIST]!));
  checkBoard(readBoard(network.peers[0]![BOARD]!));
}

/**
 * A map of schema version 2 while its peers edit it: peer 0 is a client of version 2, writing the old
 * layout whatever the map has become; the others run this version, writing the layout their copy has, and
 * peer 1 migrates its copy partway through, as the server does when it loads the map. After a full sync
 * every replica holds the same state, and every node anyone added and nobody deleted is in it.
 */
function runMigration(seed: number): void {
  const random = createRandom(seed);
  const network = new Network(PEERS, 1, random, 6);
  const ledger = new Ledger();
  const base = Y.encodeStateAsUpdate(versionTwoMap());
  for (const [doc] of network.peers) Y.applyUpdate(doc!, base);
  for (const id of ['root', 'a', 'b']) ledger.add(id);
  const migrateAt = random.int(10, STEPS / 2);
  for (let step = 0; step < STEPS; step += 1) {
    const weather = random.next();
    if (weather < 0.04) network.partition();
    else if (weather < 0.08) network.heal();
    if (step === migrateAt) migrateMindmap(network.peers[1]![0]!);
    const peer = random.int(0, PEERS - 1);
    const doc = network.peers[peer]![0]!;
    if (peer === 0) legacyStep(doc, random, `${peer}.${step}`, ledger);
    else mapStep(doc, random, `${peer}.${step}`, ledger);
    network.step();
  }
  network.settle();
  const docs = network.peers.map(([doc]) => doc!);
  const state = canonicalState(docs[0]!);
  const view = readMindmap(docs[1]!);
  expect(view.meta.schemaVersion).toBe(MINDMAP_SCHEMA_VERSION);
  for (const doc of docs) expect(canonicalState(doc).equals(state), 'encoded states equal').toBe(true);
  for (const doc of docs.slice(2)) expect(readMindmap(doc)).toEqual(view);
  expect(view.nodes.map((node) => node.id).sort(), 'every live node shown once, none lost').toEqual(
    ledger.expected(),
  );
  checkMindmap(view);
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
    replayable(run, seed);
  });

  it.each(seeds)(
    'converges while a map of schema version 2 is migrated and an old client edits it (seed %i)',
    (seed) => {
      replayable(runMigration, seed);
    },
  );
});

function replayable(fuzz: (seed: number) => void, seed: number): void {
  try {
    fuzz(seed);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `seed ${seed} failed: ${message}\nreplay: FUZZ_SEED=${seed} FUZZ_ITERATIONS=1 ` +
        'npx vitest run --project unit tests/unit/shared/convergence.fuzz.test.ts',
      { cause: error },
    );
  }
}
