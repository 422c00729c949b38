import { Network } from 'lucide-react';
import type { Mindmap } from '@shared/api/mindmaps';
import { formatDocumentName } from '@shared/schema/document-name';
import type { ItemListTileProps } from '@client/components/item-list/item-list-page';
import { ItemCount, ItemTile } from '@client/components/ui/item-grid';
import { MAP_TEXTS } from '../../utils/texts';

/** One map of the list: title, description, node count, Open and Delete. */
export function MindmapTile({ item: map, onDelete, onRename, onDuplicate }: ItemListTileProps<Mindmap>) {
  return (
    <ItemTile
      title={map.title.trim() || MAP_TEXTS.untitled}
      icon={<Network />}
      href={`/maps/${map.id}`}
      document={formatDocumentName('mindmap', map.id)}
      description={map.description}
      onDelete={onDelete && (() => onDelete())}
      onRename={onRename}
      onDuplicate={onDuplicate}
    >
      <ItemCount value={map.nodeCount} label="Nodes" />
    </ItemTile>
  );
}
