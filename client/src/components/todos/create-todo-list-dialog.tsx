import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose } from '@client/components/ui/dialog';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { AI_LIST_FAILED, createDraft } from '@client/lib/ai/ai-drafts';
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
}

/** The spec's progress texts of a list drafted from a node; the second after AI_ALMOST_DONE_MS. */
export const AI_GENERATING = 'Generating Todo List...';
export const AI_ALMOST_DONE = 'Almost done...';
export const AI_ALMOST_DONE_MS = 5000;

/**
 * The contract's Create Todo List modal of a map node: Title, Description (optional), Quick Create and Create with AI
 * (disabled while the title is blank). Both are disabled while a request runs. Create with AI shows
 * 'Generating Todo List...', then 'Almost done...' after 5 s, and opens the drafted list once it is done, or
 * the spec's failure text with Retry.
 */
export function CreateTodoListDialog(props: CreateTodoListDialogProps) {
  const formId = useId();
  const create = useCreateNodeTodoList();
  const [title, setTitle] = useState(props.nodeLabel);
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [aiRunning, setAiRunning] = useState(false);
  const [aiFailed, setAiFailed] = useState(false);
  const [almostDone, setAlmostDone] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    if (!aiRunning) return;
    const timer = setTimeout(() => setAlmostDone(true), AI_ALMOST_DONE_MS);
    return () => clearTimeout(timer);
  }, [aiRunning]);
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
    if (blank || busy) return;
    setFailure(null);
    setAiFailed(false);
    setAlmostDone(false);
    setAiRunning(true);
    try {
      const drafted = await createDraft(
        'todolist',
        { title: title.trim(), description, nodeId: props.nodeId },
        { untilDone: true },
      );
      navigate(drafted.path);
    } catch (error) {
      // A refusal with a reason (a plan limit, a bad field) says so; anything else offers Retry.
      const reason = errorText(error, '');
      if (reason) setFailure(reason);
      else setAiFailed(true);
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
          <Button variant="secondary" disabled={blank || busy} loading={aiRunning} onClick={withAi}>
            {aiFailed ? 'Retry' : 'Create with AI'}
          </Button>
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
        {aiRunning && (
          <p role="status" className="todo-dialog__progress">
            {almostDone ? AI_ALMOST_DONE : AI_GENERATING}
          </p>
        )}
        {aiFailed && <Alert tone="error">{AI_LIST_FAILED}</Alert>}
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
