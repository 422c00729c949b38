import { SquareKanban } from 'lucide-react';
import type { BoardSummary } from '@shared/api/kanban';
import { formatDocumentName } from '@shared/schema/document-name';
import type { ItemListTileProps } from '@client/components/item-list/item-list-page';
import { ItemTile } from '@client/components/ui/item-grid';
import { KANBAN_TEXTS } from '../../utils/texts';

/** One board of the list: title (fallback 'Board'), Not Done and Past Due counts, Open and Delete. */
export function BoardTile({ item: board, onDelete, onRename, onDuplicate }: ItemListTileProps<BoardSummary>) {
  return (
    <ItemTile
      title={board.title.trim() || KANBAN_TEXTS.untitledBoard}
      icon={<SquareKanban />}
      href={`/kanban/${board.id}`}
      document={formatDocumentName('board', board.id)}
      description={board.description}
      onDelete={onDelete && (() => onDelete())}
      onRename={onRename}
      onDuplicate={onDuplicate}
    >
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
    </ItemTile>
  );
}
