import { useMemo, useState } from 'react';
import type { Mindmap } from '@shared/api/mindmaps';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CreateItemDialog } from '@client/components/ui/create-item-dialog';
import { ItemGrid } from '@client/components/ui/item-grid';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { failureText } from '@client/lib/api-client';
import { discardIfQueued, type PendingCreate } from '@client/lib/offline/pending-creates';
import { useWithWaitingCreates } from '@client/lib/offline/use-pending-creates';
import { useCurrentWorkspace } from '@client/lib/workspace';
import { useCreateItemActions } from '@client/lib/workspace-items/create-item';
import { itemSource } from '@client/lib/workspace-items/item-sources';
import { mindmapKeys } from '../../api/mindmap-keys';
import { useDeleteMindmap } from '../../api/delete-mindmap';
import { useMindmaps } from '../../api/get-mindmaps';
import { sortByLastViewed } from '../../utils/last-viewed';
import { MAP_TEXTS } from '../../utils/texts';
import { MindmapTile } from './mindmap-tile';

/** A map made offline, as its tile shows it until the server has it. */
function waitingMap(entry: PendingCreate): Mindmap {
  const { id, title, description, createdAt } = entry;
  return {
    id,
    title,
    description,
    config: { transform: null },
    nodeCount: 1,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * /mindmaps: Create tile, Metrics tile, one tile per map (recently viewed first) and ghost tiles. A
 * viewer sees the maps without the means to change them, and is told so.
 */
export function MindmapsPage() {
  const maps = useMindmaps();
  const { role } = useCurrentWorkspace();
  const canEdit = role !== 'viewer';
  const remove = useDeleteMindmap();
  const [creating, setCreating] = useState(false);
  const createActions = useCreateItemActions(itemSource('mindmap'), {
    staleKeys: [mindmapKeys.all],
    close: () => setCreating(false),
  });
  const [pendingDelete, setPendingDelete] = useState<Mindmap | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const shown = useWithWaitingCreates('mindmap', maps.data, waitingMap);
  const sorted = useMemo(() => (shown ? sortByLastViewed(shown) : []), [shown]);

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
      <PageHeader title="Mind Maps" description="Map ideas on a live canvas, together." />
      {deleteFailed && (
        <Alert tone="error" onDismiss={() => setDeleteFailed(false)}>
          {MAP_TEXTS.deleteFailed}
        </Alert>
      )}
      {!canEdit && <Alert tone="info">{MAP_TEXTS.viewOnly}</Alert>}
      {maps.isError && (
        <Alert tone="error" title={failureText(maps.error, MAP_TEXTS.loadFailed)}>
          <Button variant="secondary" size="sm" onClick={() => maps.refetch()} loading={maps.isFetching}>
            Retry
          </Button>
        </Alert>
      )}
      <ItemGrid
        createHint="Start a new mind map"
        onCreate={canEdit ? () => setCreating(true) : undefined}
        loading={maps.isPending && !shown}
        createdAt={shown?.map((map) => map.created_at)}
        empty={sorted.length === 0 && MAP_TEXTS.empty}
      >
        {sorted.map((map) => (
          <MindmapTile key={map.id} map={map} onDelete={canEdit ? setPendingDelete : undefined} />
        ))}
      </ItemGrid>
      <CreateItemDialog
        open={creating}
        onOpenChange={setCreating}
        heading="Create a mind map"
        {...createActions}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setPendingDelete(null);
        }}
        title={MAP_TEXTS.deleteQuestion}
        description={pendingDelete ? pendingDelete.title.trim() || MAP_TEXTS.untitled : undefined}
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
