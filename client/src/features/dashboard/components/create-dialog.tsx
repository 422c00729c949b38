import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CREATE_REDIRECT_DELAY_MS } from '@shared/constants';
import { CreateItemDialog, type CreateItemValues } from '@client/components/ui/create-item-dialog';
import type { ItemSource } from '@client/lib/workspace-items/item-sources';
import { creationFailure, limitMessage, useCreateItem } from '../api/create-item';
import { DASHBOARD_TEXTS } from '../utils/texts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CreateDialogProps {
  /** The kind being created; null while the dialog is closed. */
  source: ItemSource | null;
  onClose: () => void;
}

/**
 * The dashboard's create modal for a map, a list or a board. Quick Create checks the plan limit, creates,
 * waits 250 ms and opens the new item; the dashboard's data is reloaded.
 */
export function CreateDialog({ source, onClose }: CreateDialogProps) {
  return source ? <OpenDialog key={source.kind} source={source} onClose={onClose} /> : null;
}

function OpenDialog({ source, onClose }: { source: ItemSource; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateItem(source);

  async function quickCreate(values: CreateItemValues): Promise<string | void> {
    const refused = await limitMessage(queryClient, source);
    if (refused) return refused;
    try {
      const { id } = await create.mutateAsync(values);
      if (!id) return onClose();
      await wait(CREATE_REDIRECT_DELAY_MS);
      navigate(source.open(id));
    } catch (error) {
      return creationFailure(error);
    }
  }

  return (
    <CreateItemDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      heading={`Create a ${source.noun}`}
      onQuickCreate={quickCreate}
      aiUnavailable={DASHBOARD_TEXTS.aiSoon}
    />
  );
}
