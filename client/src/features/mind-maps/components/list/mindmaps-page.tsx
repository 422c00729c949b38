import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Mindmap } from '@shared/api/mindmaps';
import { GHOST_TILES, SKELETON_TILES } from '@shared/constants';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CreateItemDialog } from '@client/components/ui/create-item-dialog';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { MetricsTile } from '@client/components/ui/metrics-tile';
import { PageHeader } from '@client/components/ui/page-header';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tile } from '@client/components/ui/tile';
import { failureText } from '@client/lib/api-client';
import { useCurrentWorkspace } from '@client/lib/workspace';
import { useCreateItemActions } from '@client/lib/workspace-items/create-item';
import { itemSource } from '@client/lib/workspace-items/item-sources';
import { mindmapKeys } from '../../api/mindmap-keys';
import { useDeleteMindmap } from '../../api/delete-mindmap';
import { useMindmaps } from '../../api/get-mindmaps';
import { sortByLastViewed } from '../../utils/last-viewed';
import { MAP_TEXTS } from '../../utils/texts';
import { MindmapTile } from './mindmap-tile';
import './mindmaps-page.css';

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
  const sorted = useMemo(() => (maps.data ? sortByLastViewed(maps.data) : []), [maps.data]);

  function confirmDelete() {
    if (!pendingDelete) return;
    setDeleteFailed(false);
    remove.mutate(pendingDelete.id, {
      onError: () => setDeleteFailed(true),
      onSettled: () => setPendingDelete(null),
    });
  }

  return (
    <div className="mindmaps-page">
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
      <ul className="mindmaps-grid" aria-busy={maps.isPending || undefined}>
        {canEdit && (
          <Tile as="li" variant="dashed" className="mindmaps-create-tile">
            <Button leadingIcon={<Plus />} onClick={() => setCreating(true)}>
              Create
            </Button>
            <p className="mindmaps-create-tile__hint">Start a new mind map</p>
          </Tile>
        )}
        {maps.isPending &&
          Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={`skeleton-${index}`} className="mindmaps-skeleton">
              <Skeleton shape="block" height="100%" />
            </li>
          ))}
        {maps.data && (
          <>
            <MetricsTile createdAt={maps.data.map((map) => map.created_at)} />
            {sorted.length === 0 && (
              <li className="mindmaps-empty">
                <p>{MAP_TEXTS.empty}</p>
              </li>
            )}
            {sorted.map((map) => (
              <MindmapTile key={map.id} map={map} onDelete={canEdit ? setPendingDelete : undefined} />
            ))}
          </>
        )}
        {Array.from({ length: GHOST_TILES }, (_, index) => (
          <Tile key={`ghost-${index}`} as="li" variant="ghost" className="mindmaps-ghost" />
        ))}
      </ul>
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
