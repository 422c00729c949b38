import { Copy, CloudOff, MoreHorizontal, Pencil, Plus, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { GHOST_TILES, SKELETON_TILES } from '@shared/constants';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { IconButton } from './icon-button';
import { ButtonLink } from './button-link';
import { MetricsTile } from './metrics-tile';
import { Skeleton } from './skeleton';
import { Tile } from './tile';
import { useWaitingCreate } from '@client/lib/offline/use-pending-creates';
import { KeepOfflineToggle } from './keep-offline-toggle';
import './item-grid.css';

export interface ItemGridProps {
  /** The Create tile's hint ('Start a new board'); no Create tile when `onCreate` is left out (viewers). */
  createHint: string;
  onCreate?: () => void;
  /** True while the first answer is awaited: skeleton tiles stand in for the items. */
  loading: boolean;
  /** Creation dates for the Metrics tile, once the items are known. */
  createdAt?: readonly (string | null)[];
  /**
   * Shown in place of the items when the answer holds none (the contract's text), as the page's welcome:
   * with the Create action, which then stands there instead of in its tile.
   */
  empty?: string | false;
  /** The item tiles (ItemTile or another `li`). */
  children?: ReactNode;
}

/**
 * The grid of a workspace list page (maps, to-do lists, boards): the Create tile, the Metrics tile, the
 * items, and the ghost tiles that fill the rest of the screen; skeletons while loading.
 */
export function ItemGrid({ createHint, onCreate, loading, createdAt, empty, children }: ItemGridProps) {
  const welcome = Boolean(createdAt && empty);
  return (
    <ul className="item-grid" aria-busy={loading || undefined}>
      {welcome && (
        <li className="item-grid__empty">
          <span className="item-grid__empty-icon" aria-hidden="true">
            <Sparkles />
          </span>
          <p className="item-grid__empty-title">{empty}</p>
          <p className="item-grid__empty-hint">
            {createHint}: give it a title, or describe it and let AI draft it for you.
          </p>
          {onCreate && (
            <Button leadingIcon={<Plus />} onClick={onCreate}>
              Create
            </Button>
          )}
        </li>
      )}
      {onCreate && !welcome && (
        <Tile as="li" variant="dashed" className="item-grid__create">
          <Button leadingIcon={<Plus />} onClick={onCreate}>
            Create
          </Button>
          <p className="item-grid__create-hint">{createHint}</p>
        </Tile>
      )}
      {loading &&
        Array.from({ length: SKELETON_TILES }, (_, index) => (
          <li key={`skeleton-${index}`} className="item-grid__skeleton">
            <Skeleton shape="block" height="100%" />
          </li>
        ))}
      {createdAt && (
        <>
          <MetricsTile createdAt={createdAt} />
          {children}
        </>
      )}
      {Array.from({ length: GHOST_TILES }, (_, index) => (
        <Tile key={`ghost-${index}`} as="li" variant="ghost" />
      ))}
    </ul>
  );
}

export interface ItemTileProps {
  title: string;
  icon: ReactNode;
  /** Where Open goes. */
  href: string;
  description?: string;
  /** Absent for viewers, who cannot delete. */
  onDelete?: () => void;
  className?: string;
  /** The item's figures, under the description. */
  children?: ReactNode;
  /** The item's document name (`mindmap:<id>`): a switch keeps it available offline. */
  document?: string;
  /** The tile menu's Rename… and Duplicate; no menu without them (viewers). */
  onRename?: () => void;
  onDuplicate?: () => void;
}

/** The tile's menu: Rename… and Duplicate. */
function TileMenu({
  title,
  onRename,
  onDuplicate,
}: Pick<ItemTileProps, 'title' | 'onRename' | 'onDuplicate'>) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <IconButton size="sm" variant="ghost" label={`More actions for ${title}`} icon={<MoreHorizontal />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {onRename && (
          <DropdownMenuItem icon={<Pencil />} onSelect={onRename}>
            Rename…
          </DropdownMenuItem>
        )}
        {onDuplicate && (
          <DropdownMenuItem icon={<Copy />} onSelect={onDuplicate}>
            Duplicate
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * One item of a list page: title, description, its figures, Open and Delete; an item made offline says it
 * is not on the server yet.
 */
export function ItemTile({
  title,
  icon,
  href,
  description,
  onDelete,
  className,
  children,
  document,
  onRename,
  onDuplicate,
}: ItemTileProps) {
  const waiting = useWaitingCreate(document);
  const menu = !waiting && (onRename || onDuplicate);
  return (
    <Tile
      as="li"
      title={title}
      icon={icon}
      className={className}
      actions={document && <KeepOfflineToggle document={document} title={title} />}
      footer={
        <>
          <ButtonLink to={href} size="sm" aria-label={`Open ${title}`}>
            Open
          </ButtonLink>
          <span className="item-tile__end">
            {menu && <TileMenu title={title} onRename={onRename} onDuplicate={onDuplicate} />}
            {onDelete && (
              <button
                type="button"
                className="item-tile__delete"
                onClick={onDelete}
                aria-label={`Delete ${title}`}
              >
                Delete
              </button>
            )}
          </span>
        </>
      }
    >
      {description && <p className="item-tile__description">{description}</p>}
      {children}
      {waiting && (
        <p className="item-tile__waiting">
          <CloudOff aria-hidden="true" />
          Made offline, not yet on the server
        </p>
      )}
    </Tile>
  );
}

/** A tile's headline figure: '12 Nodes'. */
export function ItemCount({ value, label }: { value: number; label: string }) {
  return (
    <p className="item-tile__count">
      <span className="item-tile__count-value">{value}</span> {label}
    </p>
  );
}
