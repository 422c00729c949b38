import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RECENT_ITEMS } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tile } from '@client/components/ui/tile';
import { formatDate } from '@client/lib/format-date';
import {
  byRecentUpdate,
  itemTitle,
  type ItemSource,
  type WorkspaceItem,
} from '@client/lib/workspace-items/item-sources';

export interface RecentItemsTileProps {
  source: ItemSource;
  /** Undefined while loading or when the list failed to load. */
  items: WorkspaceItem[] | undefined;
  onCreate: (source: ItemSource) => void;
}

/** The 3 most recently updated items of one kind, each opening it, with See All and Create. */
export function RecentItemsTile({ source, items, onCreate }: RecentItemsTileProps) {
  const Icon = source.icon;
  const recent = items ? byRecentUpdate(items).slice(0, RECENT_ITEMS) : [];
  return (
    <Tile
      as="li"
      title={`Recent ${source.noun}s`}
      icon={<Icon />}
      className="dashboard-recent"
      footer={
        <>
          <ButtonLink
            to={source.listPage}
            variant="secondary"
            size="sm"
            aria-label={`See All ${source.label}`}
          >
            See All
          </ButtonLink>
          <Button
            size="sm"
            leadingIcon={<Plus />}
            onClick={() => onCreate(source)}
            aria-label={`Create a ${source.noun}`}
          >
            Create
          </Button>
        </>
      }
    >
      {!items ? (
        <Skeleton shape="text" width="80%" />
      ) : recent.length === 0 ? (
        <p className="dashboard-recent__empty">Nothing here yet.</p>
      ) : (
        <ul className="dashboard-recent__list">
          {recent.map((item) => (
            <li key={item.id}>
              <Link
                to={source.open(item.id)}
                className="dashboard-recent__link"
                title={itemTitle(source, item)}
              >
                {itemTitle(source, item)}
              </Link>
              {(item.updated_at ?? item.created_at) && (
                <span className="dashboard-recent__when">
                  {formatDate((item.updated_at ?? item.created_at)!)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Tile>
  );
}
