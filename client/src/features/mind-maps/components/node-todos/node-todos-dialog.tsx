import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDocumentName } from '@shared/schema/document-name';
import { addTodo, observeTodoList, readTodoList, updateTodo } from '@shared/schema/todolist';
import { Alert } from '@client/components/ui/alert';
import { Dialog } from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { AddTextForm } from '@client/components/ui/add-text-form';
import { useDocument } from '@client/lib/collab/use-document';
import { useDocumentView } from '@client/lib/collab/use-document-view';
import { MAP_TEXTS } from '../../utils/texts';
import './node-todos-dialog.css';

export interface NodeTodosDialogProps {
  listId: string;
  nodeLabel: string;
  readOnly: boolean;
  onClose(): void;
}

/** The map's simple to-do modal: the node's linked list, live, with an add field and checkboxes. */
export function NodeTodosDialog({ listId, nodeLabel, readOnly, onClose }: NodeTodosDialogProps) {
  const { doc, status, readOnly: listReadOnly } = useDocument(formatDocumentName('todolist', listId));
  const list = useDocumentView(doc, readTodoList, observeTodoList);
  const [failure, setFailure] = useState<string | null>(null);
  const locked = readOnly || listReadOnly;
  const done = list?.todos.filter((todo) => todo.completed).length ?? 0;

  const add = (title: string): boolean => {
    if (!doc) return false;
    try {
      addTodo(doc, { title });
      setFailure(null);
      return true;
    } catch {
      setFailure(MAP_TEXTS.todoCreateFailed);
      return false;
    }
  };

  return (
    <Dialog
      onClose={onClose}
      title={list?.meta.title || 'To-Do List'}
      description={`Tasks for “${nodeLabel.trim() || 'Untitled'}”`}
      footer={
        <Link className="node-todos__open" to={`/todos/${listId}`}>
          Open the full list
        </Link>
      }
    >
      {status === 'error' && <Alert tone="error">{MAP_TEXTS.listLoadFailed}</Alert>}
      {status === 'loading' && <Spinner label="Loading the list" />}
      {status === 'ready' && list && (
        <div className="node-todos">
          <p className="node-todos__count">
            {done}/{list.todos.length} completed
          </p>
          {list.todos.length === 0 ? (
            <p className="node-todos__empty">No tasks yet.</p>
          ) : (
            <ul className="node-todos__list">
              {list.todos.map((todo) => (
                <li key={todo.id}>
                  <label className="node-todos__item">
                    <input
                      type="checkbox"
                      checked={todo.completed}
                      disabled={locked}
                      onChange={(event) =>
                        doc && updateTodo(doc, todo.id, { completed: event.target.checked })
                      }
                    />
                    <span className={todo.completed ? 'node-todos__done' : undefined}>{todo.title}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {failure && <Alert tone="error">{failure}</Alert>}
          {!locked && (
            <AddTextForm
              label="New task"
              placeholder="New todo"
              maxLength={500}
              onAdd={add}
              className="node-todos__add"
              disableWhenBlank
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
