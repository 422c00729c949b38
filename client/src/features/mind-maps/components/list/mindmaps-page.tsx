import type { Mindmap } from '@shared/api/mindmaps';
import { ItemListPage, type ItemListKind } from '@client/components/item-list/item-list-page';
import type { PendingCreate } from '@client/lib/offline/pending-creates';
import { useMindmaps } from '@client/lib/workspace-items/get-mindmaps';
import { itemSource } from '@client/lib/workspace-items/item-sources';
import { useDeleteMindmap } from '../../api/delete-mindmap';
import { sortByLastViewed } from '../../utils/last-viewed';
import { MAP_TEXTS } from '../../utils/texts';
import { MindmapTile } from './mindmap-tile';

/** A map made offline, as its tile shows it until the server has it. */
function waitingMap({ id, title, description, createdAt }: PendingCreate): Mindmap {
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

const MINDMAPS: ItemListKind<Mindmap> = {
  source: itemSource('mindmap'),
  heading: 'Mind Maps',
  description: 'Map ideas on a live canvas, together.',
  noun: 'mind map',
  texts: {
    viewOnly: MAP_TEXTS.viewOnly,
    loadFailed: MAP_TEXTS.loadFailed,
    deleteQuestion: MAP_TEXTS.deleteQuestion,
    deleteFailed: MAP_TEXTS.deleteFailed,
  },
  useItems: useMindmaps,
  useDelete: () => ({ item: useDeleteMindmap() }),
  waiting: waitingMap,
  arrange: sortByLastViewed,
  Tile: MindmapTile,
};

/** /mindmaps: the list page of the maps, the ones viewed on this device most recently first. */
export function MindmapsPage() {
  return <ItemListPage kind={MINDMAPS} />;
}
