import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose } from '@client/components/ui/dialog';
import { SelectField } from '@client/components/ui/select-field';
import { errorText } from '@client/lib/api-errors';
import { createBoard } from '@client/lib/workspace-items/create-board';
import { creationFailure } from '@client/lib/workspace-items/create-item';
import { BOARDS_KEY, useBoards } from '@client/lib/workspace-items/get-boards';
import { type SendTarget, useSendToKanban } from '../../api/send-to-kanban';

export interface SendToKanbanDialogProps {
  target: SendTarget;
  onClose(): void;
}

/**
 * 'Send to Kanban' (one to-do) and 'Send List to Kanban' (every to-do of a list): pick a board with
 * 'Select board' (the workspace's only board is selected already), then Send, which stays disabled until
 * a board is chosen. The cards land in the board's New lane, linked to their to-dos; sending again adds
 * no second card. A workspace without a board is offered one, made there and selected.
 */
export function SendToKanbanDialog({ target, onClose }: SendToKanbanDialogProps) {
  const boards = useBoards();
  const [chosen, setChosen] = useState('');
  // With a single board there is nothing to choose: it is selected from the start.
  const only = boards.data?.length === 1 ? boards.data[0]!.id : '';
  const boardId = chosen || only;
  const send = useSendToKanban(target);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      createBoard({ title: target.kind === 'list' ? target.title : 'Kanban', description: '' }),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: BOARDS_KEY });
      if (id) setChosen(id);
    },
  });
  const board = boards.data?.find((candidate) => candidate.id === boardId);
  const heading = target.kind === 'todo' ? 'Send to Kanban' : 'Send List to Kanban';
  const options = [
    { value: '', label: 'Select board' },
    ...(boards.data ?? []).map((candidate) => ({ value: candidate.id, label: candidate.title || 'Board' })),
  ];

  return (
    <Dialog
      size="sm"
      onClose={onClose}
      title={heading}
      description={target.title}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{send.isSuccess ? 'Close' : 'Cancel'}</Button>
          </DialogClose>
          <Button
            disabled={!boardId || send.isSuccess}
            loading={send.isPending}
            onClick={() => send.mutate(boardId)}
          >
            Send
          </Button>
        </>
      }
    >
      <div className="send-to-kanban">
        {boards.isError && <Alert tone="error">{errorText(boards.error, 'Failed to load boards')}</Alert>}
        {boards.data?.length === 0 && (
          <Alert tone="info">
            No Kanban found.{' '}
            <Button size="sm" variant="secondary" loading={create.isPending} onClick={() => create.mutate()}>
              {target.kind === 'list' ? `Create board “${target.title}”` : 'Create a board'}
            </Button>
          </Alert>
        )}
        {create.isError && <Alert tone="error">{creationFailure(create.error)}</Alert>}
        <SelectField
          label="Board"
          hideLabel
          options={options}
          value={boardId}
          disabled={send.isPending || send.isSuccess}
          onChange={(event) => {
            setChosen(event.target.value);
            send.reset();
          }}
        />
        {send.isError && <Alert tone="error">{errorText(send.error, 'Failed to send to Kanban')}</Alert>}
        {send.isSuccess && board && (
          <Alert tone="success">
            {send.data.created === 0
              ? `Already on ${board.title || 'Board'}.`
              : `${send.data.created === 1 ? 'One card' : `${send.data.created} cards`} added to ${board.title || 'Board'}.`}{' '}
            <Link to={`/kanban/${board.id}`}>Open board</Link>
          </Alert>
        )}
      </div>
    </Dialog>
  );
}
