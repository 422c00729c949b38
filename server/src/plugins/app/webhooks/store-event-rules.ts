import type { ChangeAction, ChangedFields, ChangeItemKind } from '../../../db/schema';

/**
 * Which webhook events a store makes, from its change rows (pure: the caller reads the rows and the items'
 * current state). One event per change an integrator would call one: nothing for what nobody changed
 * (counts, updated_at, done_at, order keys of to-dos), at most one `<document>.updated` a store for the
 * document's own row, a map's view and its nodes' positions, or a board's lanes; `card.moved` for a card
 * whose lane or rank changed.
 */

/** One change row of a store, with its fields whole (created: the values; deleted: the values before). */
export interface StoreChange {
  id: string;
  item_kind: ChangeItemKind;
  item_id: string;
  action: ChangeAction;
  fields: ChangedFields;
}

/** An event to record: `source` names what made it, so that following the same store twice adds nothing. */
export interface EventDraft {
  source: string;
  type: string;
  object: Record<string, unknown>;
  previous?: Record<string, unknown>;
  counts?: Record<string, number>;
}

export type DocumentEventKind = 'mindmap' | 'todolist' | 'board';

/** What the document's own row is called in the change record, and which items it holds. */
const PARENT_KIND = { mindmap: 'map', todolist: 'list', board: 'board' } as const;

/** Columns no event shows: keys, order keys and counts kept by triggers. */
const HIDDEN = new Set([
  'workspace_id',
  'document_name',
  'position',
  'node_count',
  'todo_count',
  'completed_count',
  'not_done_count',
  'comment_count',
]);
/** Columns whose change alone is no event: times the store moves, counts and order keys. */
const NOISE = new Set([...HIDDEN, 'updated_at', 'created_at', 'done_at']);
/** A map's columns that change by looking and arranging: at most one mindmap.updated a store. */
const MAP_LAYOUT = new Set(['config']);
const NODE_LAYOUT = new Set(['x', 'y']);
const ROOT_MIRROR = new Set([...NODE_LAYOUT, 'label']);

/** A card's columns a move sets: its lane, and the status that follows the lane. */
const LANE_FIELDS = new Set(['column_id', 'status']);

/** A timestamp as jsonb writes it ("…+00:00"), made one ISO form with those read as Date. */
const STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const plain = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'string' && STAMP.test(value)
      ? new Date(value).toISOString()
      : value;

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A row's columns as an event shows them: camelCase, hidden ones left out. */
export function presentRow(row: Record<string, unknown>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (!HIDDEN.has(column)) shown[camel(column)] = plain(value);
  }
  return shown;
}

function side(fields: ChangedFields, which: 'value' | 'previous'): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([column, change]) => [column, change[which]]));
}

/** The changed columns that make an event, without those in `leave`. */
function meaningful(fields: ChangedFields, leave: ReadonlySet<string> = new Set()) {
  return Object.keys(fields).filter((column) => !NOISE.has(column) && !leave.has(column));
}

function previousOf(fields: ChangedFields, columns: readonly string[]) {
  return presentRow(Object.fromEntries(columns.map((column) => [column, fields[column]?.previous])));
}

export interface StoreContext {
  kind: DocumentEventKind;
  documentId: string;
  /**
   * The items' rows as they are now, by `${item_kind}:${item_id}` (for updates; absent when gone): an
   * update's event shows the row with the columns its change wrote set to what it wrote.
   */
  current: ReadonlyMap<string, Record<string, unknown>>;
  /** The document's own row now, for the one `<kind>.updated` of a store. */
  document: Record<string, unknown> | null;
  /** The document's name: a to-do moved in is told by the store of the list it joined. */
  documentName: string;
}

/** The key columns a created or deleted item's fields leave out, as its event shows them. */
const ITEM_OWNER: Partial<Record<ChangeItemKind, (context: StoreContext) => Record<string, string>>> = {
  node: (context) => ({ mindmapId: context.documentId }),
  card: (context) => ({ boardId: context.documentId }),
};

/**
 * Whether a store's changes are only what the create of a document writes first (a map's root node, which
 * has the map's id, a board's lanes, the document's own row): told by its `<kind>.created`, when the store
 * is the document's first.
 */
export function onlyInitialContent(
  changes: readonly StoreChange[],
  kind: DocumentEventKind,
  documentId: string,
): boolean {
  return changes.every(
    (change) =>
      change.item_kind === PARENT_KIND[kind] ||
      (change.action === 'created' && change.item_kind === 'column') ||
      (change.action === 'created' && change.item_kind === 'node' && change.item_id === documentId),
  );
}

const ITEM_EVENT: Partial<Record<ChangeItemKind, string>> = { node: 'node', todo: 'todo', card: 'card' };

/**
 * What the events a store's changes can make are about (the part of their type before the dot): the
 * document, and the kinds of item changed that have events of their own.
 */
export function eventSubjects(changes: readonly StoreChange[], kind: DocumentEventKind): Set<string> {
  const subjects = new Set<string>([kind]);
  for (const change of changes) {
    const noun = ITEM_EVENT[change.item_kind];
    if (noun) subjects.add(noun);
  }
  return subjects;
}

/** Whether an endpoint subscribed to `events` hears some event about one of `subjects`. */
export const hearsAbout = (events: readonly string[], subjects: ReadonlySet<string>) =>
  events.some((type) => type === '*' || subjects.has(type.slice(0, type.indexOf('.'))));

/** The store's events, in the order of its change rows, the document's one update last. */
export function storeEvents(changes: readonly StoreChange[], context: StoreContext): EventDraft[] {
  const events: EventDraft[] = [];
  const parentKind = PARENT_KIND[context.kind];
  let documentUpdate: { source: string; previous: Record<string, unknown> } | null = null;
  const updateDocument = (change: StoreChange, previous: Record<string, unknown> = {}) => {
    documentUpdate ??= { source: `change:${change.id}:${context.kind}.updated`, previous: {} };
    Object.assign(documentUpdate.previous, previous);
  };
  // A map's root node has the map's id and its title as label: a rename is the map's change alone.
  const retitled = changes.some(
    (change) => change.item_kind === parentKind && change.action === 'updated' && 'title' in change.fields,
  );
  for (const change of changes) {
    const source = (type: string) => `change:${change.id}:${type}`;
    const itemKey = `${change.item_kind}:${change.item_id}`;
    if (change.item_kind === parentKind) {
      // Its creation is told by the create itself (documents-service), with the document's first state.
      if (change.action !== 'updated') continue;
      const columns = meaningful(change.fields);
      if (columns.length === 0) continue;
      updateDocument(
        change,
        previousOf(
          change.fields,
          columns.filter((column) => !MAP_LAYOUT.has(column)),
        ),
      );
      continue;
    }
    if (change.item_kind === 'column') {
      if (change.action !== 'updated' || meaningful(change.fields).length > 0) updateDocument(change);
      continue;
    }
    const noun = ITEM_EVENT[change.item_kind];
    if (!noun) continue;
    if (change.action === 'created' || change.action === 'deleted') {
      const which = change.action === 'created' ? 'value' : 'previous';
      const type = `${noun}.${change.action}`;
      const keys = { id: change.item_id, ...ITEM_OWNER[change.item_kind]?.(context) };
      events.push({
        source: source(type),
        type,
        object: { ...keys, ...presentRow(side(change.fields, which)) },
      });
      continue;
    }
    const now = context.current.get(itemKey);
    // Gone since (a later store deleted it, and says so), or moved on to another document.
    if (!now) continue;
    if (
      change.item_kind === 'todo' &&
      change.action === 'moved' &&
      now.document_name !== context.documentName
    )
      continue;
    // The item as this store left it: the columns it changed hold what it wrote, even when a later store
    // (followed together with it, or before it was followed) has changed them again since.
    const object = presentRow({ ...now, ...side(change.fields, 'value') });
    if (change.item_kind === 'node') {
      const columns = meaningful(
        change.fields,
        change.item_id === context.documentId && retitled ? ROOT_MIRROR : NODE_LAYOUT,
      );
      if (columns.length > 0) {
        events.push({
          source: source('node.updated'),
          type: 'node.updated',
          object,
          previous: previousOf(change.fields, columns),
        });
      } else if (Object.keys(change.fields).some((column) => NODE_LAYOUT.has(column))) {
        updateDocument(change);
      }
      continue;
    }
    if (change.item_kind === 'card') {
      const placed = ['column_id', 'position'].filter((column) => column in change.fields);
      const moved = [...LANE_FIELDS].filter((column) => column in change.fields);
      if (placed.length > 0) {
        events.push({
          source: source('card.moved'),
          type: 'card.moved',
          object,
          previous: previousOf(change.fields, moved),
        });
      }
      // A card's status follows its lane: a move tells of it.
      const columns = meaningful(change.fields, new Set(placed.length > 0 ? LANE_FIELDS : []));
      if (columns.length > 0) {
        events.push({
          source: source('card.updated'),
          type: 'card.updated',
          object,
          previous: previousOf(change.fields, columns),
        });
      }
      continue;
    }
    // A to-do: completed is an event of its own; reopened, moved to another list or edited is an update.
    const columns = meaningful(change.fields);
    if (change.action === 'completed') {
      events.push({ source: source('todo.completed'), type: 'todo.completed', object });
    } else if (columns.length > 0) {
      events.push({
        source: source('todo.updated'),
        type: 'todo.updated',
        object,
        previous: previousOf(change.fields, columns),
      });
    }
  }
  if (documentUpdate && context.document) {
    const { source, previous } = documentUpdate;
    const update: EventDraft = {
      source,
      type: `${context.kind}.updated`,
      object: presentRow(context.document),
    };
    if (Object.keys(previous).length > 0) update.previous = previous;
    events.push(update);
  }
  return events;
}
