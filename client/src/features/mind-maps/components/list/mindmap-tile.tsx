import { Network } from 'lucide-react';
import type { Mindmap } from '@shared/api/mindmaps';
import { formatDocumentName } from '@shared/schema/document-name';
import { ItemCount, ItemTile } from '@client/components/ui/item-grid';
import { MAP_TEXTS } from '../../utils/texts';

export interface MindmapTileProps {
  map: Mindmap;
  /** Absent for viewers, who cannot delete. */
  onDelete?: (map: Mindmap) => void;
}

/** One map of the list: title, description, node count, Open and Delete. */
export function MindmapTile({ map, onDelete }: MindmapTileProps) {
  return (
    <ItemTile
      title={map.title.trim() || MAP_TEXTS.untitled}
      icon={<Network />}
      href={`/maps/${map.id}`}
      document={formatDocumentName('mindmap', map.id)}
      description={map.description}
      onDelete={onDelete && (() => onDelete(map))}
    >
      <ItemCount value={map.nodeCount} label="Nodes" />
    </ItemTile>
  );
}
