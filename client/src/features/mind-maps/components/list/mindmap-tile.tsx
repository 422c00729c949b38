import { Network } from 'lucide-react';
import type { Mindmap } from '@shared/api/mindmaps';
import { ButtonLink } from '@client/components/ui/button-link';
import { Tile } from '@client/components/ui/tile';
import { MAP_TEXTS } from '../../utils/texts';

export interface MindmapTileProps {
  map: Mindmap;
  /** Absent for viewers, who cannot delete. */
  onDelete?: (map: Mindmap) => void;
}

/** One map of the list: title, description, node count, Open and Delete. */
export function MindmapTile({ map, onDelete }: MindmapTileProps) {
  const title = map.title.trim() || MAP_TEXTS.untitled;
  return (
    <Tile
      as="li"
      title={title}
      icon={<Network />}
      className="mindmaps-tile"
      footer={
        <>
          <ButtonLink to={`/maps/${map.id}`} size="sm" aria-label={`Open ${title}`}>
            Open
          </ButtonLink>
          {onDelete && (
            <button
              type="button"
              className="mindmaps-tile__delete"
              onClick={() => onDelete(map)}
              aria-label={`Delete ${title}`}
            >
              Delete
            </button>
          )}
        </>
      }
    >
      {map.description && <p className="mindmaps-tile__description">{map.description}</p>}
      <p className="mindmaps-tile__count">
        <span className="mindmaps-tile__count-value">{map.nodeCount}</span> Nodes
      </p>
    </Tile>
  );
}
