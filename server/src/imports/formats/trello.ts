import {
  type ImportCounts,
  type ImportedBoard,
  type ImportedCard,
  type ImportedLane,
  type ImportedTodo,
  IMPORT_LIMITS,
  ImportFormatError,
  cutLabel,
  cutNote,
} from '@shared/formats/model';
import { jsonWithinDepth } from '../../json-depth';
import { checkItemCount, decodeUpload, laneNamed, toDueDate, toPriority } from './import-text';

/** A value of the export read as an object (anything else reads as an empty one). */
type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): Fields[] => (Array.isArray(value) ? value.map(fieldsOf) : []);
const positionOf = (value: Fields): number =>
  typeof value.pos === 'number' && Number.isFinite(value.pos) ? value.pos : 0;

/** Items sorted by Trello's `pos`, ties in file order (a stable sort). */
const byPosition = (items: Fields[]): Fields[] => [...items].sort((a, b) => positionOf(a) - positionOf(b));

const what = (value: unknown): string =>
  Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;

/** The export parsed, refused when it nests deeper than any Trello export or is not a board object. */
function parseBoard(bytes: Uint8Array): Fields {
  // Checked on the bytes before parsing, so a hostile nesting costs one linear scan.
  if (!jsonWithinDepth(bytes, 0, bytes.byteLength, IMPORT_LIMITS.depth)) {
    throw new ImportFormatError(
      `Not a Trello board export: the JSON nests deeper than ${IMPORT_LIMITS.depth} levels`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(decodeUpload(bytes));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw new ImportFormatError(`Not valid JSON: ${error.message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ImportFormatError(
      `Not a Trello board export: the file holds ${what(value)}, not a board object`,
    );
  }
  const board = value as Fields;
  if (!Array.isArray(board.lists)) throw new ImportFormatError('Not a Trello board export: no lists');
  if (!Array.isArray(board.cards)) throw new ImportFormatError('Not a Trello board export: no cards');
  return board;
}

/** The priority a card's labels set: the highest of low, medium and high among their names. */
function priorityOf(card: Fields, labelNames: ReadonlyMap<string, string>): ImportedCard['priority'] {
  const names = [
    ...listOf(card.labels).map((label) => text(label.name)),
    ...(Array.isArray(card.idLabels) ? card.idLabels : []).map((id) => labelNames.get(text(id)) ?? ''),
  ];
  const found = new Set(names.map(toPriority));
  return found.has('high') ? 'high' : found.has('medium') ? 'medium' : found.has('low') ? 'low' : null;
}

/** A card's checklist items, its checklists in the card's order, each checklist's items by position. */
function checklistOf(
  card: Fields,
  cardTitle: string,
  checklists: ReadonlyMap<string, Fields[]>,
  counts: ImportCounts,
): ImportedTodo[] {
  const own = checklists.get(text(card.id)) ?? [];
  const order = Array.isArray(card.idChecklists) ? card.idChecklists.map(text) : [];
  const ranked = (checklist: Fields) => {
    const index = order.indexOf(text(checklist.id));
    return index === -1 ? order.length : index;
  };
  const sorted = byPosition(own).sort((a, b) => ranked(a) - ranked(b));
  return sorted.flatMap((checklist) =>
    byPosition(listOf(checklist.checkItems)).map((item) => ({
      title: cutLabel(`${cardTitle}: ${text(item.name).trim()}`, counts),
      description: '',
      completed: item.state === 'complete',
      dueDate: toDueDate(text(item.due)),
    })),
  );
}

/**
 * Reads a Trello board export (JSON, as Trello's "Export as JSON" writes it). Open lists become lanes in
 * `pos` order, lists named New or Done (in any case) the board's reserved lanes; open cards come in `pos`
 * order with their descriptions and due dates (the date part of the ISO time), a label named low, medium
 * or high setting the priority (the highest, given several); other labels are left out. Checklist items
 * become the card's `checklist`, titled '<card>: <item>', completed when checked. Closed lists with their
 * cards, closed or unnamed cards and cards of no list in the export are skipped and counted, one each.
 */
export function readTrelloBoard(bytes: Uint8Array): ImportedBoard {
  const board = parseBoard(bytes);
  const counts: ImportCounts = { skipped: 0, cut: 0 };
  const labelNames = new Map(listOf(board.labels).map((label) => [text(label.id), text(label.name)]));
  const checklists = new Map<string, Fields[]>();
  for (const checklist of listOf(board.checklists)) {
    const card = text(checklist.idCard);
    checklists.set(card, [...(checklists.get(card) ?? []), checklist]);
  }
  const cardsByList = new Map<string, Fields[]>();
  for (const card of listOf(board.cards)) {
    const list = text(card.idList);
    const cards = cardsByList.get(list);
    if (cards) cards.push(card);
    else cardsByList.set(list, [card]);
  }
  const lanes: ImportedLane[] = [];
  let items = 0;
  const reserved = new Map<'new' | 'done', ImportedLane>();
  const lists = listOf(board.lists);
  const listIds = new Set(lists.map((list) => text(list.id)));
  // Cards whose list is not in the export at all.
  for (const [list, cards] of cardsByList) if (!listIds.has(list)) counts.skipped += cards.length;
  for (const list of byPosition(lists)) {
    const cards = cardsByList.get(text(list.id)) ?? [];
    // A list given twice has its cards once.
    cardsByList.delete(text(list.id));
    if (list.closed === true) {
      counts.skipped += 1 + cards.length;
      continue;
    }
    const named = laneNamed(text(list.name), counts);
    const lane = named.role === 'lane' ? named : (reserved.get(named.role) ?? named);
    if (lane === named) {
      lanes.push(lane);
      if (named.role !== 'lane') reserved.set(named.role, lane);
    }
    for (const card of byPosition(cards)) {
      const cardName = text(card.name).trim();
      if (card.closed === true || cardName === '') {
        counts.skipped += 1;
        continue;
      }
      const title = cutLabel(cardName, counts);
      const checklist = checklistOf(card, title, checklists, counts);
      items += 1 + checklist.length;
      checkItemCount(items, 'cards and checklist items');
      lane.cards.push({
        title,
        description: cutNote(text(card.desc), counts),
        priority: priorityOf(card, labelNames),
        dueDate: toDueDate(text(card.due)),
        checklist,
      });
    }
  }
  return {
    kind: 'board',
    title: cutLabel(text(board.name).trim() || 'Trello board', counts),
    description: cutNote(text(board.desc), counts),
    lanes,
    counts,
  };
}
