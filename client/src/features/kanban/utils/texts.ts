import { MESSAGES } from '@shared/messages';
import { RESERVED_COLUMN_MESSAGE, RESERVED_TITLE_MESSAGE } from '@shared/api/kanban';

/** The Kanban screens' texts; the quoted ones are the spec's, word for word. */
export const KANBAN_TEXTS = {
  untitledBoard: 'Board',
  defaultTitle: 'Kanban Board',
  defaultDescription: 'Organize tasks across lanes',
  loadFailed: 'Failed to load boards',
  limitReached: MESSAGES.boardLimit,
  deleteFailed: 'Failed to delete',
  deleteBoardQuestion: 'Delete this board?',
  deleteCardQuestion: 'Delete this card?',
  deleteLaneQuestion: 'Delete this lane?',
  deleteLaneNote: 'Its cards move to the end of New.',
  reservedLane: RESERVED_COLUMN_MESSAGE,
  reservedTitle: RESERVED_TITLE_MESSAGE,
  addLane: '+ Add Lane',
  newLaneName: 'New lane name',
  laneNameNeeded: 'A lane needs a name.',
  addCard: '+ Add Card',
  cardSaved: 'Card saved successfully.',
  boardNotFound: 'Board not found',
  boardDeleted: 'This board was deleted.',
  boardNotOffline: 'This board is not available offline: it was never opened on this device.',
  boardLoadFailed: 'Failed to load board',
  viewOnly: 'You can view this board but not change it.',
} as const;

/** The name a new lane gets: 'Untitled {n}', the first n not already taken. */
export function untitledLaneName(titles: readonly string[], start: number): string {
  const taken = new Set(titles.map((title) => title.trim().toLowerCase()));
  let n = Math.max(1, start);
  while (taken.has(`untitled ${n}`)) n += 1;
  return `Untitled ${n}`;
}
