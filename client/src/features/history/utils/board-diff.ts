import type { BoardCard, BoardColumnView, BoardView } from '@shared/schema/board-model';
import { byId, type ComparedFields, compareItem, type ItemDiff } from './item-diff';

export interface CardRow extends ItemDiff<BoardCard> {
  card: BoardCard;
}

export interface LaneRow extends ItemDiff<BoardColumnView> {
  id: string;
  title: string;
  cards: CardRow[];
}

const LANE_FIELDS: ComparedFields<BoardColumnView> = [
  ['title', 'title'],
  ['wipLimit', 'limit'],
];

const CARD_FIELDS: ComparedFields<BoardCard> = [
  ['title', 'title'],
  ['columnId', 'lane'],
  ['description', 'description'],
  ['priority', 'priority'],
  ['dueDate', 'due date'],
  ['assigneeId', 'assignee'],
  ['position', 'order'],
];

/**
 * A board version compared with the live board: the version's lanes and cards in order, the lanes added
 * since after them, and each card added since at the end of its lane now.
 */
export function boardLanes(version: BoardView, now: BoardView): LaneRow[] {
  const versionLanes = byId(version.columns);
  const nowLanes = byId(now.columns);
  const versionCards = byId(version.columns.flatMap((lane) => lane.cards));
  const nowCards = byId(now.columns.flatMap((lane) => lane.cards));
  const lanes = [...version.columns, ...now.columns.filter((lane) => !versionLanes.has(lane.id))];
  return lanes.map((lane) => {
    const shownCards = versionLanes.has(lane.id) ? lane.cards : [];
    const addedHere = (nowLanes.get(lane.id)?.cards ?? []).filter((card) => !versionCards.has(card.id));
    return {
      ...compareItem(versionLanes.get(lane.id), nowLanes.get(lane.id), LANE_FIELDS),
      id: lane.id,
      title: lane.title,
      cards: [...shownCards, ...addedHere].map((card) => ({
        ...compareItem(versionCards.get(card.id), nowCards.get(card.id), CARD_FIELDS),
        card,
      })),
    };
  });
}
