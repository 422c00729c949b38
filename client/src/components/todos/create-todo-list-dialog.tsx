import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose } from '@client/components/ui/dialog';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { useCreateNodeTodoList } from '@client/lib/todo-lists/create-node-todo-list';
import { TODO_DIALOG_TEXTS } from './texts';
import './todo-dialogs.css';

export interface CreateTodoListDialogProps {
  mapId: string;
  nodeId: string;
  nodeLabel: string;
  /** The new list's id; the server has linked it to the node by then. */
  onCreated(listId: string): void;
  onClose(): void;
  /** AI drafting of the list, wired by the AI issue; without it the button explains it is coming. */
  onCreateWithAi?: (input: { title: string; description: string }) => Promise<void>;
}

/**
 * The contract's Create Todo List modal of a map node: Title, Description (optional), Quick Create and Create with AI
 * (disabled while the title is blank). Both are disabled while a request runs.
 */
export function CreateTodoListDialog(props: CreateTodoListDialogProps) {
  const formId = useId();
  const create = useCreateNodeTodoList();
  const [title, setTitle] = useState(props.nodeLabel);
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [aiRunning, setAiRunning] = useState(false);
  const busy = create.isPending || aiRunning;
  const blank = title.trim() === '';

  const quickCreate = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    create.mutate(
      { title: title.trim() || 'Untitled', description, nodeId: props.nodeId, mindmapId: props.mapId },
      {
        onSuccess: ({ id }) => props.onCreated(id),
        onError: (error) => setFailure(errorText(error, error.message || TODO_DIALOG_TEXTS.somethingWrong)),
      },
    );
  };

  const withAi = async () => {
    if (!props.onCreateWithAi || blank || busy) return;
    setFailure(null);
    setAiRunning(true);
    try {
      await props.onCreateWithAi({ title: title.trim(), description });
    } catch (error) {
      setFailure(
        errorText(
          error,
          error instanceof Error && error.message ? error.message : TODO_DIALOG_TEXTS.somethingWrong,
        ),
      );
    } finally {
      setAiRunning(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && props.onClose()}
      title="Create Todo List"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <span
            title={props.onCreateWithAi ? undefined : TODO_DIALOG_TEXTS.aiSoon}
            className="todo-dialog__ai"
          >
            <Button
              variant="secondary"
              disabled={blank || busy || !props.onCreateWithAi}
              loading={aiRunning}
              onClick={withAi}
            >
              Create with AI
            </Button>
          </span>
          <Button
            type="submit"
            form={formId}
            disabled={busy}
            loading={create.isPending}
            loadingLabel="Creating..."
          >
            Quick Create
          </Button>
        </>
      }
    >
      <form id={formId} className="todo-dialog__form" onSubmit={quickCreate}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Title"
          value={title}
          maxLength={500}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea
          label="Description"
          hint="Optional"
          value={description}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
