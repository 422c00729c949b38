import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { TextField } from '@client/components/ui/text-field';
import { serverErrorText } from '@client/lib/api-errors';
import { creationFailure } from '@client/lib/workspace-items/create-item';
import { duplicateItem, renameItem, useReloadItems } from '@client/lib/workspace-items/item-actions';
import type { ItemSource } from '@client/lib/workspace-items/item-sources';

/** A rename the tile menu could not send. */
export const RENAME_NEEDS_NETWORK = 'Renaming needs the network; open the item to rename it offline.';
const RENAME_FAILED = 'Renaming failed';

interface Renaming {
  id: string;
  title: string;
}

/** The tile menu's Rename… (a dialog) and Duplicate of a list page, and what they last failed with. */
export function useItemActions(source: ItemSource) {
  const reload = useReloadItems(source.kind);
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function rename(id: string, title: string) {
    setFailure(null);
    if (!navigator.onLine) return setFailure(RENAME_NEEDS_NETWORK);
    try {
      await renameItem(source.kind, id, title);
    } catch (error) {
      setFailure(serverErrorText(error) || RENAME_FAILED);
    } finally {
      reload();
    }
  }

  async function duplicate(id: string) {
    setFailure(null);
    try {
      await duplicateItem(source.kind, id);
    } catch (error) {
      setFailure(creationFailure(error));
    } finally {
      reload();
    }
  }

  return {
    failure,
    dismiss: () => setFailure(null),
    renaming,
    closeRename: () => setRenaming(null),
    rename,
    /** The tile's menu handlers for item `id`, shown as `title`. */
    tileProps: (id: string, title: string) => ({
      onRename: () => setRenaming({ id, title }),
      onDuplicate: () => void duplicate(id),
    }),
  };
}

/** The Rename dialog of a list page: Title, Cancel and Save. */
export function ItemActionDialogs({ actions }: { actions: ReturnType<typeof useItemActions> }) {
  const { renaming } = actions;
  if (!renaming) return null;
  return <RenameDialog key={renaming.id} renaming={renaming} actions={actions} />;
}

function RenameDialog({
  renaming,
  actions,
}: {
  renaming: Renaming;
  actions: ReturnType<typeof useItemActions>;
}) {
  const formId = useId();
  const [title, setTitle] = useState(renaming.title);
  const next = title.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!next) return;
    actions.closeRename();
    if (next !== renaming.title) void actions.rename(renaming.id, next);
  };
  return (
    <Dialog
      onClose={actions.closeRename}
      title="Rename"
      size="sm"
      footer={<FormDialogFooter formId={formId} disabled={!next} />}
    >
      <form id={formId} onSubmit={submit}>
        <TextField
          label="Title"
          value={title}
          maxLength={500}
          onChange={(event) => setTitle(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
