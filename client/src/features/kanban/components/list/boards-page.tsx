import { useMemo, useState } from 'react';
import type { BoardSummary } from '@shared/api/kanban';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CreateItemDialog } from '@client/components/ui/create-item-dialog';
import { ItemGrid } from '@client/components/ui/item-grid';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { failureText } from '@client/lib/api-client';
import { sortByLastViewed } from '@client/lib/last-viewed';
import { discardIfQueued, type PendingCreate } from '@client/lib/offline/pending-creates';
import { useWithWaitingCreates } from '@client/lib/offline/use-pending-creates';
import { useCurrentWorkspace } from '@client/lib/workspace';
import { useCreateItemActions } from '@client/lib/workspace-items/create-item';
import { itemSource } from '@client/lib/workspace-items/item-sources';
import { kanbanKeys } from '../../api/kanban-keys';
import { useDeleteBoard } from '../../api/delete-board';
import { useBoards } from '../../api/get-boards';
import { KANBAN_TEXTS } from '../../utils/texts';
import { BoardTile } from './board-tile';
import './boards-page.css';

/** A board made offline, as its tile shows it until the server has it. */
function waitingBoard({ id, title, description, createdAt }: PendingCreate): BoardSummary {
  return { id, title, description, created_at: createdAt, updated_at: createdAt, notDone: 0, pastDue: 0 };
}

/**
 * /kanban: Create tile, Metrics tile, one tile per board (viewed on this device most recently first, then
 * newest) and ghost tiles. A viewer sees the boards without Create or Delete.
 */
export function BoardsPage() {
  const boards = useBoards();
  const { role } = useCurrentWorkspace();
  const remove = useDeleteBoard();
  const [creating, setCreating] = useState(false);
  const createActions = useCreateItemActions(itemSource('board'), {
    staleKeys: [kanbanKeys.all],
    close: () => setCreating(false),
  });
  const [pendingDelete, setPendingDelete] = useState<BoardSummary | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const canEdit = role !== 'viewer';
  const shown = useWithWaitingCreates('board', boards.data, waitingBoard);
  const sorted = useMemo(() => (shown ? sortByLastViewed('board', shown) : []), [shown]);

  function confirmDelete() {
    if (!pendingDelete) return;
    if (discardIfQueued(pendingDelete.id)) return setPendingDelete(null);
    setDeleteFailed(false);
    remove.mutate(pendingDelete.id, {
      onError: () => setDeleteFailed(true),
      onSettled: () => setPendingDelete(null),
    });
  }

  return (
    <div className="item-page">
      <title>Kanban Boards · Mindlane</title>
      <PageHeader title="Kanban Boards" description="Lanes and cards, moved live with your team." />
      {!canEdit && <Alert tone="info">{KANBAN_TEXTS.viewOnly}</Alert>}
      {deleteFailed && (
        <Alert tone="error" onDismiss={() => setDeleteFailed(false)}>
          {KANBAN_TEXTS.deleteFailed}
        </Alert>
      )}
      {boards.isError && (
        <Alert tone="error" title={failureText(boards.error, KANBAN_TEXTS.loadFailed)}>
          <Button variant="secondary" size="sm" onClick={() => boards.refetch()} loading={boards.isFetching}>
            Retry
          </Button>
        </Alert>
      )}
      <ItemGrid
        createHint="Start a new board"
        onCreate={canEdit ? () => setCreating(true) : undefined}
        loading={boards.isPending && !shown}
        createdAt={shown?.map((board) => board.created_at)}
        empty={sorted.length === 0 && KANBAN_TEXTS.empty}
      >
        {sorted.map((board) => (
          <BoardTile key={board.id} board={board} onDelete={canEdit ? setPendingDelete : undefined} />
        ))}
      </ItemGrid>
      <CreateItemDialog
        open={creating}
        onOpenChange={setCreating}
        heading="Create a board"
        {...createActions}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPendingDelete(null);
        }}
        title={KANBAN_TEXTS.deleteBoardQuestion}
        description={pendingDelete ? pendingDelete.title.trim() || KANBAN_TEXTS.untitledBoard : undefined}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
