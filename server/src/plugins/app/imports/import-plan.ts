import { randomUUID } from 'node:crypto';
import type * as Y from 'yjs';
import type { ImportCounts, ImportedBoard, ImportedDocument, ImportedList } from '@shared/formats/model';
import { addCards, addColumn, DONE_COLUMN_ID, initBoard, NEW_COLUMN_ID } from '@shared/schema/board';
import { addNode, initMindmap, mindmapRootId, updateNode } from '@shared/schema/mindmap';
import { ROOT_POSITION } from '@shared/schema/mindmap-model';
import { addTodo, initTodoList } from '@shared/schema/todolist';
import type { ItemKind } from '@shared/schema/new-document';
import { planMap } from '../../../imports/map-plan';

/** Entries written in one store: enough to keep stores few, small enough that viewers watch it arrive. */
export const IMPORT_BATCH = 400;

/** What an import's answer says it made of one document. */
export interface ImportItemCounts extends ImportCounts {
  nodes?: number;
  todos?: number;
  lanes?: number;
  cards?: number;
}

/** One document an import makes: its row's fields, and its content as a list of writes in order. */
export interface DocumentPlan {
  kind: ItemKind;
  id: string;
  title: string;
  description: string;
  counts: ImportItemCounts;
  /** Its first state, written when it is created. */
  initialise(doc: Y.Doc): void;
  /** Each write is one store; it answers how many entries it added. */
  writes: Array<(doc: Y.Doc) => number>;
  /** Entries in all the writes. */
  total: number;
}

function inBatches<T>(items: readonly T[], write: (doc: Y.Doc, batch: readonly T[]) => number) {
  const writes: Array<(doc: Y.Doc) => number> = [];
  for (let start = 0; start < items.length; start += IMPORT_BATCH) {
    const batch = items.slice(start, start + IMPORT_BATCH);
    writes.push((doc) => write(doc, batch));
  }
  return writes;
}

function mapPlan(map: Extract<ImportedDocument, { kind: 'mindmap' }>): DocumentPlan {
  const id = randomUUID();
  // The new map's root sits at ROOT_POSITION (initMindmap); the plan places the tree around it.
  const { root, nodes } = planMap(map, id, ROOT_POSITION);
  const writes = inBatches(nodes, (doc, batch) => {
    let added = 0;
    for (const node of batch) if (addNode(doc, node)) added += 1;
    return added;
  });
  writes.unshift((doc) => {
    const rootId = mindmapRootId(doc);
    if (rootId) updateNode(doc, rootId, root);
    return 0;
  });
  return {
    kind: 'mindmap',
    id,
    title: map.title,
    description: '',
    counts: { ...map.counts, nodes: nodes.length + 1 },
    // Free, so the places laid out once for the whole tree stay (a tidy layout would be re-laid by every
    // open editor after each batch); the map's layout menu makes it tidy whenever its people want.
    initialise: (doc) => initMindmap(doc, { title: map.title, description: '', mapId: id, layout: 'free' }),
    writes,
    total: nodes.length,
  };
}

function listPlan(list: Pick<ImportedList, 'title' | 'todos' | 'counts'>, id = randomUUID()): DocumentPlan {
  return {
    kind: 'todolist',
    id,
    title: list.title,
    description: '',
    counts: { ...list.counts, todos: list.todos.length },
    initialise: (doc) => initTodoList(doc, { title: list.title, description: '' }),
    writes: inBatches(list.todos, (doc, batch) => {
      let added = 0;
      for (const todo of batch) if (addTodo(doc, todo)) added += 1;
      return added;
    }),
    total: list.todos.length,
  };
}

/**
 * A board and, when its cards have checklists (Trello), the to-do list that holds them: each item a to-do
 * titled '<card>: <item>', each card linked to that list (its to-do list link, never its to-do link, which
 * would move the card to Done when any item completes).
 */
function boardPlans(board: ImportedBoard): DocumentPlan[] {
  const id = randomUUID();
  const checklist = board.lanes.flatMap((lane) => lane.cards.flatMap((card) => card.checklist));
  const listId = checklist.length > 0 ? randomUUID() : null;
  const laneIds = new Map(
    board.lanes.map((lane) => [
      lane,
      lane.role === 'new' ? NEW_COLUMN_ID : lane.role === 'done' ? DONE_COLUMN_ID : randomUUID(),
    ]),
  );
  const ownLanes = board.lanes.filter((lane) => lane.role === 'lane');
  const cards = board.lanes.flatMap((lane) =>
    lane.cards.map((card) => ({
      columnId: laneIds.get(lane)!,
      title: card.title,
      description: card.description,
      priority: card.priority,
      dueDate: card.dueDate,
      status: lane.role === 'done' ? ('done' as const) : ('open' as const),
      ...(listId && card.checklist.length > 0 ? { todoListId: listId } : {}),
    })),
  );
  const writes = inBatches(cards, (doc, batch) => addCards(doc, batch).filter(Boolean).length);
  writes.unshift((doc) => {
    for (const lane of ownLanes) addColumn(doc, { id: laneIds.get(lane)!, title: lane.title });
    return 0;
  });
  const plans: DocumentPlan[] = [
    {
      kind: 'board',
      id,
      title: board.title,
      description: board.description,
      counts: { ...board.counts, lanes: ownLanes.length + 2, cards: cards.length },
      // New and Done only: the file's own lanes follow, without the In-Progress lane a new board gets.
      initialise: (doc) => initBoard(doc, { title: board.title, description: board.description }),
      writes,
      total: cards.length,
    },
  ];
  if (listId) {
    const counts = { skipped: 0, cut: 0 };
    plans.push(
      listPlan({ title: `${board.title}: checklists`.slice(0, 500), todos: checklist, counts }, listId),
    );
  }
  return plans;
}

/** The documents an import makes of what the readers found, with their content as writes in order. */
export function planDocuments(found: readonly ImportedDocument[]): DocumentPlan[] {
  return found.flatMap((document) => {
    if (document.kind === 'mindmap') return [mapPlan(document)];
    if (document.kind === 'todolist') return [listPlan(document)];
    return boardPlans(document);
  });
}
