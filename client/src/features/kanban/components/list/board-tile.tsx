import { SquareKanban } from 'lucide-react';
import type { BoardSummary } from '@shared/api/kanban';
import { ButtonLink } from '@client/components/ui/button-link';
import { Tile } from '@client/components/ui/tile';
import { KANBAN_TEXTS } from '../../utils/texts';

export interface BoardTileProps {
  board: BoardSummary;
  /** Absent for a viewer, who cannot delete. */
  onDelete?: (board: BoardSummary) => void;
}

/** One board of the list: title (fallback 'Board'), Not Done and Past Due counts, Open and Delete. */
export function BoardTile({ board, onDelete }: BoardTileProps) {
  const title = board.title.trim() || KANBAN_TEXTS.untitledBoard;
  return (
    <Tile
      as="li"
      title={title}
      icon={<SquareKanban />}
      className="boards-tile"
      footer={
        <>
          <ButtonLink to={`/kanban/${board.id}`} size="sm" aria-label={`Open ${title}`}>
            Open
          </ButtonLink>
          {onDelete && (
            <button
              type="button"
              className="boards-tile__delete"
              onClick={() => onDelete(board)}
              aria-label={`Delete ${title}`}
            >
              Delete
            </button>
          )}
        </>
      }
    >
      {board.description && <p className="boards-tile__description">{board.description}</p>}
      <dl className="boards-tile__counts">
        <div>
          <dt>Not Done</dt>
          <dd data-testid="board-not-done">{board.notDone}</dd>
        </div>
        <div className={board.pastDue > 0 ? 'boards-tile__past-due' : undefined}>
          <dt>Past Due</dt>
          <dd data-testid="board-past-due">{board.pastDue}</dd>
        </div>
      </dl>
    </Tile>
  );
}
