import { useNavigate } from 'react-router-dom';
import { CreateItemDialog, type CreateItemValues } from '@client/components/ui/create-item-dialog';
import { AI_LIST_FAILED, createDraft } from '@client/lib/ai/ai-drafts';
import { errorText } from '@client/lib/api-errors';
import { createTodoList } from '@client/lib/workspace-items/create-todo-list';
import { MAP_TEXTS } from '../../utils/texts';

export interface CreateNodeListDialogProps {
  mapId: string;
  nodeId: string;
  nodeLabel: string;
  /** The new list's id; the server has linked it to the node by then. */
  onCreated(listId: string): void;
  onClose(): void;
}

/**
 * The contract's Create Todo List modal of a map node, the shared create dialog opening with the node's label:
 * Quick Create makes 'Untitled' from a blank title; Create with AI (disabled while the title is blank) shows
 * 'Generating Todo List...', then 'Almost done...' after 5 s, and opens the drafted list once it is done, or
 * the spec's failure text with Retry.
 */
export function CreateNodeListDialog({
  mapId,
  nodeId,
  nodeLabel,
  onCreated,
  onClose,
}: CreateNodeListDialogProps) {
  const navigate = useNavigate();

  async function quickCreate(values: CreateItemValues): Promise<string | void> {
    try {
      const { id } = await createTodoList({ ...values, nodeId, mindmapId: mapId });
      if (!id) return MAP_TEXTS.createListFailed;
      onCreated(id);
    } catch (error) {
      return errorText(error, (error instanceof Error && error.message) || MAP_TEXTS.createListFailed);
    }
  }

  async function createWithAi(values: CreateItemValues) {
    try {
      const drafted = await createDraft('todolist', { ...values, nodeId }, { untilDone: true });
      navigate(drafted.path);
    } catch (error) {
      // A refusal with a reason (a plan limit, a bad field) says so; anything else offers Retry.
      return errorText(error, '') || { text: AI_LIST_FAILED, retry: true as const };
    }
  }

  return (
    <CreateItemDialog
      open
      onOpenChange={(open) => !open && onClose()}
      heading="Create Todo List"
      blankTitle="untitled"
      initialTitle={nodeLabel}
      aiLabel="Create with AI"
      aiProgress={[MAP_TEXTS.listGenerating, MAP_TEXTS.listAlmostDone]}
      descriptionHint="Optional"
      onQuickCreate={quickCreate}
      onCreateWithAi={createWithAi}
    />
  );
}
