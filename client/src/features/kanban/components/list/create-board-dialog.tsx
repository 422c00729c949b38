import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose } from '@client/components/ui/dialog';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { planLimitReached } from '@client/lib/plan-limit';
import { createBoardInput, useCreateBoard } from '../../api/create-board';
import { kanbanKeys } from '../../api/kanban-keys';
import { KANBAN_TEXTS } from '../../utils/texts';

export interface CreateBoardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The list page's Create dialog: Title (required) and Description. Quick Create checks the plan limit,
 * creates the board and opens it; without an id in the answer the list reloads (spec).
 */
export function CreateBoardDialog({ open, onOpenChange }: CreateBoardDialogProps) {
  const formId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateBoard();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(next: boolean) {
    if (busy) return;
    if (!next) {
      setTitle('');
      setDescription('');
      setTitleError(null);
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createBoardInput.safeParse({ title, description });
    if (!parsed.success) {
      setTitleError(parsed.error.issues[0]?.message ?? 'Title is required');
      return;
    }
    setTitleError(null);
    setFailure(null);
    setBusy(true);
    try {
      if (await planLimitReached(queryClient, 'boards')) {
        setFailure(KANBAN_TEXTS.limitReached);
        return;
      }
      const { id } = await create.mutateAsync(parsed.data);
      if (!id) {
        await queryClient.invalidateQueries({ queryKey: kanbanKeys.all });
        onOpenChange(false);
        return;
      }
      navigate(`/kanban/${id}`);
    } catch (error) {
      setFailure(errorText(error, KANBAN_TEXTS.creationFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Create a board"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="secondary" disabled title="AI board drafts arrive with the AI issue">
            Create With AI
          </Button>
          <Button type="submit" form={formId} loading={busy} loadingLabel="Creating...">
            Quick Create
          </Button>
        </>
      }
    >
      <form id={formId} className="boards-create" onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Title"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={titleError}
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
