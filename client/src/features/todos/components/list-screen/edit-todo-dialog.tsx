import { useId, useState, type FormEvent } from 'react';
import type * as Y from 'yjs';
import { type Todo, updateTodo } from '@shared/schema/todo';
import { ItemActivity } from '@client/components/activity/item-activity';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose } from '@client/components/ui/dialog';
import { SelectField } from '@client/components/ui/select-field';
import { TextArea } from '@client/components/ui/text-area';
import { TextField } from '@client/components/ui/text-field';
import { errorText } from '@client/lib/api-errors';
import { useWorkspaceMembers } from '@client/lib/workspace';
import { useTodoLists } from '@client/lib/workspace-items/get-todo-lists';
import { useMoveTodoToList } from '../../api/move-todo';
import { TODO_TEXTS } from '../../utils/texts';

/** The select's value for the workspace's unassigned to-dos (a list id is a uuid, so it cannot clash). */
const INBOX = 'unassigned';

export interface EditTodoDialogProps {
  doc: Y.Doc;
  todo: Todo;
  /** The list the to-do is in; null for the unassigned to-dos. */
  listId: string | null;
  /** Opened to move the to-do: the List field has the focus. */
  focusList?: boolean | undefined;
  onClose(): void;
}

/**
 * Edit Todo: title, description, due date, assignee, and the list the to-do belongs to. The fields are
 * written to the document (live and offline); a new list moves the to-do through the server, which keeps
 * its id, notes and comments. Below the form, the to-do's activity.
 */
export function EditTodoDialog({ doc, todo, listId, focusList, onClose }: EditTodoDialogProps) {
  const formId = useId();
  const members = useWorkspaceMembers();
  const lists = useTodoLists();
  const move = useMoveTodoToList();
  const [title, setTitle] = useState(todo.title);
  const [description, setDescription] = useState(todo.description);
  const [dueDate, setDueDate] = useState(todo.dueDate ?? '');
  const [assignee, setAssignee] = useState(todo.assigneeId ?? '');
  const current = listId ?? INBOX;
  const [list, setList] = useState(current);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const memberOptions = [
    { value: '', label: 'Nobody' },
    ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name || member.email })),
  ];
  if (assignee && !memberOptions.some((option) => option.value === assignee)) {
    memberOptions.push({ value: assignee, label: 'A former member' });
  }
  const listOptions = (lists.data ?? [])
    .filter((entry) => entry.id !== null)
    .map((entry) => ({ value: entry.id!, label: entry.title || TODO_TEXTS.untitled }));
  if (listId && !listOptions.some((option) => option.value === listId)) {
    listOptions.unshift({ value: listId, label: 'This list' });
  }
  listOptions.push({ value: INBOX, label: TODO_TEXTS.unassigned });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setTitleError('Title is required');
      return;
    }
    setTitleError(null);
    setFailure(null);
    try {
      updateTodo(doc, todo.id, {
        title: trimmed,
        description,
        dueDate: dueDate || null,
        assigneeId: assignee || null,
      });
    } catch (error) {
      setFailure(errorText(error, 'Failed to save todo'));
      return;
    }
    if (list !== current) {
      try {
        await move.mutateAsync({ id: todo.id, listId: list === INBOX ? null : list });
      } catch (error) {
        setFailure(errorText(error, 'Failed to move todo'));
        return;
      }
    }
    onClose();
  }

  return (
    <Dialog
      onClose={() => !move.isPending && onClose()}
      title="Edit Todo"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={move.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={move.isPending} loadingLabel="Moving...">
            Save
          </Button>
        </>
      }
    >
      <form id={formId} className="todo-edit" onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Title"
          required
          value={title}
          error={titleError}
          maxLength={500}
          autoComplete="off"
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextArea
          label="Description"
          value={description}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="todo-edit__row">
          <TextField
            label="Due date"
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
          <SelectField
            label="Assignee"
            value={assignee}
            options={memberOptions}
            onChange={(event) => setAssignee(event.target.value)}
          />
        </div>
        <SelectField
          label="List"
          value={list}
          options={listOptions}
          autoFocus={focusList}
          onChange={(event) => setList(event.target.value)}
        />
      </form>
      <ItemActivity item={{ kind: 'todo', id: todo.id }} revision={JSON.stringify(todo)} />
    </Dialog>
  );
}
