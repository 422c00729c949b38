import type { BoardSummary } from '@shared/api/kanban';
import { ItemListPage, type ItemListKind } from '@client/components/item-list/item-list-page';
import { sortByLastViewed } from '@client/lib/last-viewed';
import type { PendingCreate } from '@client/lib/offline/pending-creates';
import { useBoards } from '@client/lib/workspace-items/get-boards';
import { itemSource } from '@client/lib/workspace-items/item-sources';
import { useDeleteBoard } from '../../api/delete-board';
import { KANBAN_TEXTS } from '../../utils/texts';
import { BoardTile } from './board-tile';
import './boards-page.css';

/** A board made offline, as its tile shows it until the server has it. */
function waitingBoard({ id, title, description, createdAt }: PendingCreate): BoardSummary {
  return { id, title, description, created_at: createdAt, updated_at: createdAt, notDone: 0, pastDue: 0 };
}

const BOARDS: ItemListKind<BoardSummary> = {
  source: itemSource('board'),
  heading: 'Kanban Boards',
  description: 'Lanes and cards, moved live with your team.',
  noun: 'board',
  texts: {
    viewOnly: KANBAN_TEXTS.viewOnly,
    loadFailed: KANBAN_TEXTS.loadFailed,
    deleteQuestion: KANBAN_TEXTS.deleteBoardQuestion,
    deleteFailed: KANBAN_TEXTS.deleteFailed,
  },
  useItems: useBoards,
  useDelete: () => ({ item: useDeleteBoard() }),
  waiting: waitingBoard,
  arrange: (boards) => sortByLastViewed('board', boards),
  Tile: BoardTile,
};

/** /kanban: the list page of the boards, the ones viewed on this device most recently first, then newest. */
export function BoardsPage() {
  return <ItemListPage kind={BOARDS} />;
}
