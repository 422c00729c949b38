import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CREATE_REDIRECT_DELAY_MS } from '@shared/constants';
import { CreateItemDialog, type CreateItemValues } from '@client/components/ui/create-item-dialog';
import type { ItemSource } from '@client/lib/workspace-items/item-sources';
import { AI_CREATION_FAILED, useAiDraft } from '@client/lib/ai/ai-drafts';
import {
  aiLimitMessage,
  creationFailure,
  limitMessage,
  reloadDashboard,
  useCreateItem,
} from '../api/create-item';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CreateDialogProps {
  /** The kind being created; null while the dialog is closed. */
  source: ItemSource | null;
  onClose: () => void;
}

/**
 * The dashboard's create modal for a map, a list or a board. Quick Create checks the plan limit, creates,
 * waits 250 ms and opens the new item; Create With AI checks the AI allowance too and drafts it. The
 * dashboard's data is reloaded either way.
 */
export function CreateDialog({ source, onClose }: CreateDialogProps) {
  return source ? <OpenDialog key={source.kind} source={source} onClose={onClose} /> : null;
}

function OpenDialog({ source, onClose }: { source: ItemSource; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateItem(source);
  const ai = useAiDraft();

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

  async function createWithAi(values: CreateItemValues): Promise<string | void> {
    const refused = (await aiLimitMessage(queryClient)) ?? (await limitMessage(queryClient, source));
    if (refused) return refused;
    const result = await ai.draft(source.kind, values);
    reloadDashboard(queryClient);
    if ('failure' in result) return result.failure ?? AI_CREATION_FAILED;
    await wait(CREATE_REDIRECT_DELAY_MS);
    navigate(result.drafted.path);
  }

  return (
    <CreateItemDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      heading={`Create a ${source.noun}`}
      onQuickCreate={quickCreate}
      onCreateWithAi={createWithAi}
    />
  );
}
