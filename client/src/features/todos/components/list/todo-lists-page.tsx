import { useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CreateItemDialog } from '@client/components/ui/create-item-dialog';
import { ItemGrid } from '@client/components/ui/item-grid';
import { ButtonLink } from '@client/components/ui/button-link';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { failureText } from '@client/lib/api-client';
import { discardIfQueued, type PendingCreate } from '@client/lib/offline/pending-creates';
import { useWithWaitingCreates } from '@client/lib/offline/use-pending-creates';
import { useCurrentWorkspace } from '@client/lib/workspace';
import { useCreateItemActions } from '@client/lib/workspace-items/create-item';
import { itemSource } from '@client/lib/workspace-items/item-sources';
import { todoKeys } from '../../api/todo-keys';
import { useDeleteTodo } from '../../api/delete-todo';
import { useDeleteTodoList } from '../../api/delete-todo-list';
import type { TodoListSummary } from '../../api/get-todo-lists';
import { useLiveTodoLists } from '../../hooks/use-live-todo-lists';
import { TODO_TEXTS } from '../../utils/texts';
import { TodoListTile } from './todo-list-tile';
import { UnassignedTile } from './unassigned-tile';
import './todo-lists-page.css';

type Pending =
  { kind: 'list'; id: string; title: string } | { kind: 'todo'; id: string; title: string } | null;

/** A list made offline, as its tile shows it until the server has it. */
function waitingList({ id, title, description, createdAt }: PendingCreate): TodoListSummary {
  return { id, title, description, mindmap_id: null, node_id: null, created_at: createdAt, todos: [] };
}

/**
 * /todos: Create tile, Metrics tile, one tile per list in server order, the unassigned to-dos last, and
 * ghost tiles. A viewer sees the lists without the means to change them.
 */
export function TodoListsPage() {
  const lists = useLiveTodoLists();
  const { role } = useCurrentWorkspace();
  const removeList = useDeleteTodoList();
  const removeTodo = useDeleteTodo();
  const [creating, setCreating] = useState(false);
  const createActions = useCreateItemActions(itemSource('todolist'), {
    staleKeys: [todoKeys.all],
    close: () => setCreating(false),
  });
  const [pending, setPending] = useState<Pending>(null);
  const [deleteFailed, setDeleteFailed] = useState<string | null>(null);
  const canEdit = role !== 'viewer';
  const shown = useWithWaitingCreates('todolist', lists.data, waitingList);
  const named = (shown ?? []).filter((list): list is TodoListSummary & { id: string } => list.id !== null);
  const unassigned = lists.data?.find((list) => list.id === null && list.todos.length > 0);
  const busy = removeList.isPending || removeTodo.isPending;

  function confirmDelete() {
    if (!pending) return;
    if (pending.kind === 'list' && discardIfQueued(pending.id)) return setPending(null);
    setDeleteFailed(null);
    const mutation = pending.kind === 'list' ? removeList : removeTodo;
    const failure = pending.kind === 'list' ? TODO_TEXTS.listDeleteFailed : TODO_TEXTS.deleteFailed;
    mutation.mutate(pending.id, {
      onError: () => setDeleteFailed(failure),
      onSettled: () => setPending(null),
    });
  }

  return (
    <div className="item-page">
      <PageHeader
        title="Todo Lists"
        description="Lists of things to do, shared live with your team."
        actions={
          <ButtonLink to="/todo-canvas" variant="secondary" size="sm">
            Canvas view
          </ButtonLink>
        }
      />
      {!canEdit && <Alert tone="info">{TODO_TEXTS.viewOnly}</Alert>}
      {deleteFailed && (
        <Alert tone="error" onDismiss={() => setDeleteFailed(null)}>
          {deleteFailed}
        </Alert>
      )}
      {lists.isError && (
        <Alert tone="error" title={failureText(lists.error, TODO_TEXTS.loadFailed)}>
          <Button variant="secondary" size="sm" onClick={() => lists.refetch()} loading={lists.isFetching}>
            Retry
          </Button>
        </Alert>
      )}
      <ItemGrid
        createHint="Start a new todo list"
        onCreate={canEdit ? () => setCreating(true) : undefined}
        loading={lists.isPending && !shown}
        createdAt={shown && named.map((list) => list.created_at)}
        empty={named.length === 0 && !unassigned && TODO_TEXTS.empty}
      >
        {named.map((list) => (
          <TodoListTile
            key={list.id}
            list={list}
            onDelete={
              canEdit
                ? (target) =>
                    setPending({
                      kind: 'list',
                      id: target.id,
                      title: target.title || TODO_TEXTS.untitled,
                    })
                : undefined
            }
          />
        ))}
        {unassigned && (
          <UnassignedTile
            list={unassigned}
            onDelete={
              canEdit ? (todo) => setPending({ kind: 'todo', id: todo.id, title: todo.title }) : undefined
            }
          />
        )}
      </ItemGrid>
      <CreateItemDialog
        open={creating}
        onOpenChange={setCreating}
        heading="Create a todo list"
        silentBlankTitle
        {...createActions}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setPending(null);
        }}
        title={pending?.kind === 'todo' ? TODO_TEXTS.deleteTodoQuestion : TODO_TEXTS.deleteListQuestion}
        description={pending?.title}
        loading={busy}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
