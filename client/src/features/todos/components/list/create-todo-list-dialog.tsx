import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose } from '@client/components/ui/dialog';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { createTodoListInput, todoListLimitReached, useCreateTodoList } from '../../api/create-todo-list';
import { todoKeys } from '../../api/todo-keys';
import { TODO_TEXTS } from '../../utils/texts';

export interface CreateTodoListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The page's Create dialog: Title and Description. The title is trimmed and a blank one blocks creation
 * silently (spec); Quick Create checks the plan limit, creates the list and opens it, or reloads the page's
 * lists when the answer carries no id.
 */
export function CreateTodoListDialog({ open, onOpenChange }: CreateTodoListDialogProps) {
  const formId = useId();
  const aiHintId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateTodoList();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setTitle('');
    setDescription('');
    setFailure(null);
    onOpenChange(false);
  }

  function onDialogChange(next: boolean) {
    if (busy) return;
    if (next) onOpenChange(true);
    else close();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createTodoListInput.safeParse({ title, description });
    if (!parsed.success) return;
    setFailure(null);
    setBusy(true);
    try {
      if (await todoListLimitReached(queryClient)) {
        setFailure(MESSAGES.todoListLimit);
        return;
      }
      const { id } = await create.mutateAsync(parsed.data);
      if (!id) {
        await queryClient.invalidateQueries({ queryKey: todoKeys.all });
        close();
        return;
      }
      navigate(`/todos/${id}`);
    } catch (error) {
      setFailure(errorText(error, TODO_TEXTS.creationFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onDialogChange}
      title="Create a todo list"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <span title={TODO_TEXTS.aiSoon} className="todo-lists-create__ai">
            <Button variant="secondary" disabled aria-describedby={aiHintId}>
              Create With AI
            </Button>
            <span id={aiHintId} className="visually-hidden">
              {TODO_TEXTS.aiSoon}
            </span>
          </span>
          <Button type="submit" form={formId} loading={busy} loadingLabel="Creating...">
            Quick Create
          </Button>
        </>
      }
    >
      <form id={formId} className="todo-lists-create" onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Title"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={500}
          autoComplete="off"
        />
        <TextArea
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={4}
        />
      </form>
    </Dialog>
  );
}
