import type { BoardCard, BoardView } from '@shared/schema/board-model';
import { exportedLaneTitle } from './board-csv-writer';

/** One Trello label a priority, by the name readTrelloBoard reads a priority from. */
const PRIORITY_LABELS = [
  { id: 'priority-low', name: 'low', color: 'green' },
  { id: 'priority-medium', name: 'medium', color: 'yellow' },
  { id: 'priority-high', name: 'high', color: 'red' },
] as const;

function trelloCard(card: BoardCard, idList: string, pos: number) {
  const label = PRIORITY_LABELS.find((candidate) => candidate.name === card.priority);
  return {
    id: card.id,
    name: card.title,
    desc: card.description,
    // Midday UTC: the same calendar day wherever the file is opened.
    due: card.dueDate === null ? null : `${card.dueDate}T12:00:00.000Z`,
    dueComplete: card.status === 'done',
    idList,
    closed: false,
    pos,
    idLabels: label ? [label.id] : [],
    labels: label ? [label] : [],
    idChecklists: [],
    dateLastActivity: card.updatedAt,
  };
}

/**
 * A board as JSON in the shape of a Trello board export (name, desc, labels, lists, cards, checklists), so
 * readTrelloBoard and tools that read Trello exports take it back: lanes are lists in display order, cards
 * carry a label named after their priority. Written a lane or a card at a time.
 */
export function* writeBoardJson(view: BoardView): Generator<string, void, undefined> {
  const head = { name: view.meta.title, desc: view.meta.description, labels: PRIORITY_LABELS };
  yield `${JSON.stringify(head).slice(0, -1)},"lists":[`;
  for (const [pos, lane] of view.columns.entries()) {
    const list = { id: lane.id, name: exportedLaneTitle(lane), closed: false, pos };
    yield (pos === 0 ? '' : ',') + JSON.stringify(list);
  }
  yield '],"cards":[';
  let first = true;
  for (const lane of view.columns) {
    for (const [pos, card] of lane.cards.entries()) {
      yield (first ? '' : ',') + JSON.stringify(trelloCard(card, lane.id, pos));
      first = false;
    }
  }
  yield '],"checklists":[]}';
}
