import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ImportButton, ImportDropZone, ImportStatus } from '@client/components/imports/import-controls';
import { UnfinishedImports } from '@client/components/imports/unfinished-imports';
import { useImport } from '@client/components/imports/use-import';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { CreateItemDialog } from '@client/components/ui/create-item-dialog';
import { ItemGrid } from '@client/components/ui/item-grid';
import { PageHeader } from '@client/components/ui/page-header';
import { failureText } from '@client/lib/api-client';
import { useReloadUnfinishedImports } from '@client/lib/imports/unfinished-imports';
import { useOffline } from '@client/lib/offline/use-offline';
import { discardIfQueued, type PendingCreate } from '@client/lib/offline/pending-creates';
import { useWithWaitingCreates } from '@client/lib/offline/use-pending-creates';
import { useCurrentWorkspace } from '@client/lib/workspace';
import { useCreateItemActions } from '@client/lib/workspace-items/create-item';
import { itemTitle, type ItemSource, type ListedItem } from '@client/lib/workspace-items/item-sources';
import { useLiveItems } from '@client/lib/workspace-items/use-live-items';
import { ItemActionDialogs, useItemActions } from './item-actions';

/** Something inside an item that its tile deletes on its own (a to-do of the unassigned group). */
export interface ItemPart {
  id: string;
  /** As the confirmation names it. */
  name: string;
}

export interface ItemListTileProps<Item> {
  item: Item;
  /** Asks to delete the item, or one of its parts; absent for viewers, who cannot delete. */
  onDelete?: (part?: ItemPart) => void;
  /** The tile menu's Rename… and Duplicate; absent for viewers. */
  onRename?: () => void;
  onDuplicate?: () => void;
}

/** The DELETE a confirmation runs; a mutation hook's result is one. */
export interface ItemDeletion {
  isPending: boolean;
  mutate(id: string, then: { onError(): void; onSettled(): void }): void;
}

/** What one list page has of its own; the maps, to-do lists and boards pages differ by nothing else. */
export interface ItemListKind<Item extends ListedItem> {
  /** The kind of item: its create call, its empty text, the name of an untitled one. */
  source: ItemSource;
  heading: string;
  /** The line under the heading. */
  description: string;
  /** Beside the heading. */
  actions?: ReactNode;
  /** One of them, as the Create tile and the create dialog say it ('mind map'). */
  noun: string;
  texts: {
    viewOnly: string;
    loadFailed: string;
    deleteQuestion: string;
    deleteFailed: string;
    /** The same for a part of an item. */
    partQuestion?: string;
    partFailed?: string;
  };
  /** The list's query. */
  useItems(): UseQueryResult<Item[]>;
  /** Deleting an item, and (the to-do page) a part of one. */
  useDelete(): { item: ItemDeletion; part?: ItemDeletion };
  /** An item made offline, as its tile shows it until the server has it. */
  waiting(entry: PendingCreate): Item;
  /** The items that get a tile, in the page's order. */
  arrange(items: readonly Item[]): Item[];
  Tile: ComponentType<ItemListTileProps<Item>>;
}

interface PendingDelete extends ItemPart {
  part: boolean;
}

/**
 * A list page (/mindmaps, /todos, /kanban): the Create tile, the Metrics tile, one tile per item and the
 * ghost tiles, the create dialog and the delete confirmation. A viewer sees the items without the means to
 * change them, and is told so.
 */
export function ItemListPage<Item extends ListedItem>({ kind }: { kind: ItemListKind<Item> }) {
  const { source, texts, Tile } = kind;
  const items = kind.useItems();
  useLiveItems(source);
  const deletions = kind.useDelete();
  const deleting = deletions.item.isPending || deletions.part?.isPending === true;
  const { role } = useCurrentWorkspace();
  const canEdit = role !== 'viewer';
  const [creating, setCreating] = useState(false);
  const createActions = useCreateItemActions(source, { close: () => setCreating(false) });
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [deleteFailed, setDeleteFailed] = useState<string | null>(null);
  const shown = useWithWaitingCreates(source.kind, items.data, kind.waiting);
  const tiles = useMemo(() => (shown ? kind.arrange(shown) : []), [kind, shown]);
  const itemActions = useItemActions(source);
  const importer = useImport(source.kind);
  const reloadUnfinished = useReloadUnfinishedImports();
  const offline = useOffline();

  function askDelete(item: Item, part?: ItemPart) {
    if (part) setPending({ ...part, part: true });
    else if (item.id !== null) setPending({ id: item.id, name: itemTitle(source, item), part: false });
  }

  function confirmDelete() {
    if (!pending) return;
    if (!pending.part && discardIfQueued(pending.id)) return setPending(null);
    setDeleteFailed(null);
    const remove = pending.part ? deletions.part : deletions.item;
    const failure = (pending.part && texts.partFailed) || texts.deleteFailed;
    remove?.mutate(pending.id, {
      onError: () => setDeleteFailed(failure),
      onSettled: () => {
        setPending(null);
        reloadUnfinished();
      },
    });
  }

  return (
    <ImportDropZone
      className="item-page import-drop-target"
      enabled={canEdit && !offline && importer.state.step !== 'uploading'}
      onFile={importer.start}
    >
      <PageHeader
        title={kind.heading}
        description={kind.description}
        actions={
          (kind.actions || canEdit) && (
            <>
              {kind.actions}
              {canEdit && <ImportButton kind={source.kind} importer={importer} offline={offline} />}
            </>
          )
        }
      />
      {!canEdit && <Alert tone="info">{texts.viewOnly}</Alert>}
      <ImportStatus kind={source.kind} importer={importer} />
      <UnfinishedImports
        kind={source.kind}
        onRemove={
          canEdit
            ? (entry) => setPending({ id: entry.documentId, name: entry.title, part: false })
            : undefined
        }
      />
      {deleteFailed && (
        <Alert tone="error" onDismiss={() => setDeleteFailed(null)}>
          {deleteFailed}
        </Alert>
      )}
      {itemActions.failure && (
        <Alert tone="error" onDismiss={itemActions.dismiss}>
          {itemActions.failure}
        </Alert>
      )}
      {items.isError && (
        <Alert tone="error" title={failureText(items.error, texts.loadFailed)}>
          <Button variant="secondary" size="sm" onClick={() => items.refetch()} loading={items.isFetching}>
            Retry
          </Button>
        </Alert>
      )}
      <ItemGrid
        createHint={`Start a new ${kind.noun}`}
        onCreate={canEdit ? () => setCreating(true) : undefined}
        loading={items.isPending && !shown}
        createdAt={shown?.flatMap((item) => (item.id === null ? [] : [item.created_at]))}
        empty={tiles.length === 0 && source.empty}
      >
        {tiles.map((item) => (
          <Tile
            key={item.id ?? ''}
            item={item}
            onDelete={canEdit ? (part) => askDelete(item, part) : undefined}
            {...(canEdit && item.id !== null && itemActions.tileProps(item.id, itemTitle(source, item)))}
          />
        ))}
      </ItemGrid>
      <CreateItemDialog
        open={creating}
        onOpenChange={setCreating}
        heading={`Create a ${kind.noun}`}
        {...createActions}
      />
      <ItemActionDialogs actions={itemActions} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setPending(null);
        }}
        title={(pending?.part && texts.partQuestion) || texts.deleteQuestion}
        description={pending?.name}
        loading={deleting}
        onConfirm={confirmDelete}
      />
    </ImportDropZone>
  );
}
