import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Dialog } from '@client/components/ui/dialog';
import { FormDialogFooter } from '@client/components/ui/form-dialog-footer';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { useDeleteBoard } from '../../api/delete-board';
import { KANBAN_TEXTS } from '../../utils/texts';

export interface BoardSettingsDialogProps {
  boardId: string;
  title: string;
  description: string;
  onSave(fields: { title: string; description: string }): void;
  onDeleted(): void;
  onClose(): void;
}

/** The board's settings: rename, describe, or delete it after 'Delete this board?'. */
export function BoardSettingsDialog(props: BoardSettingsDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState(props.title);
  const [description, setDescription] = useState(props.description);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBoard();
  const changed = title.trim() !== props.title || description !== props.description;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    props.onSave({ title: title.trim(), description });
    props.onClose();
  };

  return (
    <>
      <Dialog
        onClose={props.onClose}
        title="Board settings"
        footer={
          <FormDialogFooter formId={formId} disabled={!changed}>
            <Button variant="danger" className="board-settings__delete" onClick={() => setConfirming(true)}>
              Delete board
            </Button>
          </FormDialogFooter>
        }
      >
        <form id={formId} className="board-settings" onSubmit={submit}>
          {remove.isError && <Alert tone="error">{errorText(remove.error, KANBAN_TEXTS.deleteFailed)}</Alert>}
          <TextField
            label="Title"
            value={title}
            maxLength={500}
            placeholder={KANBAN_TEXTS.defaultTitle}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextArea
            label="Description"
            rows={3}
            value={description}
            placeholder={KANBAN_TEXTS.defaultDescription}
            onChange={(event) => setDescription(event.target.value)}
          />
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title={KANBAN_TEXTS.deleteBoardQuestion}
        description={props.title || KANBAN_TEXTS.defaultTitle}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(props.boardId, {
            onSuccess: props.onDeleted,
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  );
}
