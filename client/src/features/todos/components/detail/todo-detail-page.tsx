import { X } from 'lucide-react';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type * as Y from 'yjs';
import { formatDocumentName } from '@shared/schema/document-name';
import { addTodoNote, deleteTodoNote, getTodo } from '@shared/schema/todo';
import { observeTodoList } from '@shared/schema/todolist';
import { observeInbox } from '@shared/schema/inbox';
import { ButtonLink } from '@client/components/ui/button-link';
import { IconButton } from '@client/components/ui/icon-button';
import { Spinner } from '@client/components/ui/spinner';
import { AddTextForm } from '@client/components/ui/add-text-form';
import { ApiError } from '@client/lib/api-client';
import { useDocument } from '@client/lib/collab/use-document';
import { useDocumentView } from '@client/lib/collab/use-document-view';
import { formatDate } from '@client/lib/format-date';
import { useCurrentWorkspace } from '@client/lib/workspace';
import { useTodo } from '../../api/get-todo';
import { TODO_TEXTS } from '../../utils/texts';
import './todo-detail.css';

function DetailMessage({ text }: { text: string }) {
  return (
    <div className="todo-detail todo-detail--message">
      <title>{`${text} · Mindlane`}</title>
      <p role="alert">{text}</p>
    </div>
  );
}

function LiveTodo({
  todoId,
  documentName,
  listId,
}: {
  todoId: string;
  documentName: string;
  listId: string | null;
}) {
  const { doc, status, readOnly } = useDocument(documentName);
  const read = useCallback((current: Y.Doc) => getTodo(current, todoId), [todoId]);
  const todo = useDocumentView(doc, read, listId ? observeTodoList : observeInbox);

  if (status === 'error') return <DetailMessage text={TODO_TEXTS.todoLoadFailed} />;
  if (status === 'loading' || !doc) {
    return (
      <div className="todo-detail todo-detail--message" aria-busy="true">
        <Spinner size="lg" label="Loading the todo" showLabel />
      </div>
    );
  }
  if (!todo) return <DetailMessage text={TODO_TEXTS.todoLoadFailed} />;

  const add = (text: string): boolean => {
    addTodoNote(doc, todoId, text);
    return true;
  };

  return (
    <article className="todo-detail">
      <title>{`${todo.title} · Mindlane`}</title>
      <ButtonLink to={listId ? `/todos/${listId}` : '/todos'} variant="ghost" size="sm">
        {listId ? 'Back to the list' : 'Back to Todos'}
      </ButtonLink>
      <h1 className={todo.completed ? 'todo-detail__title todo-detail__title--done' : 'todo-detail__title'}>
        {todo.title}
      </h1>
      {todo.description && <p className="todo-detail__description">{todo.description}</p>}
      <h2 className="todo-detail__notes-heading">Notes</h2>
      {todo.notes.length === 0 ? (
        <p className="todo-detail__empty">No notes yet.</p>
      ) : (
        <ul className="todo-detail__notes" aria-label="Notes">
          {todo.notes.map((entry) => (
            <li key={entry.id} className="todo-detail__note">
              <p>{entry.text}</p>
              {entry.createdAt && <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>}
              {!readOnly && (
                <IconButton
                  size="sm"
                  label="Delete note"
                  icon={<X />}
                  onClick={() => deleteTodoNote(doc, todoId, entry.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <AddTextForm
          label="Add note"
          maxLength={2000}
          onAdd={add}
          submitLabel="Add note"
          className="todo-detail__add"
          fieldClassName="todo-detail__field"
          autoComplete="off"
        />
      )}
    </article>
  );
}

function TodoDetail({ todoId }: { todoId: string }) {
  const located = useTodo(todoId);
  const workspace = useCurrentWorkspace();
  if (located.isError) {
    const { error } = located;
    const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
    return <DetailMessage text={refused ? TODO_TEXTS.signInNeeded : TODO_TEXTS.todoLoadFailed} />;
  }
  const listId = located.data?.list_id ?? null;
  const documentName = located.data
    ? listId
      ? formatDocumentName('todolist', listId)
      : workspace.id && formatDocumentName('inbox', workspace.id)
    : null;
  if (workspace.isError && located.data && !listId) return <DetailMessage text={TODO_TEXTS.todoLoadFailed} />;
  if (!documentName) {
    return (
      <div className="todo-detail todo-detail--message" aria-busy="true">
        <Spinner size="lg" label="Loading the todo" showLabel />
      </div>
    );
  }
  return <LiveTodo key={documentName} todoId={todoId} documentName={documentName} listId={listId} />;
}

/**
 * /todo/:id — a to-do's title and its notes, saved with the to-do and shared live. Located through the
 * REST route (which list holds it), then read from that list's document.
 */
export function TodoDetailPage() {
  const { id = '' } = useParams();
  if (!id || id.length > 200) return <DetailMessage text={TODO_TEXTS.todoLoadFailed} />;
  return <TodoDetail key={id} todoId={id} />;
}
