import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type * as Y from 'yjs';
import { localDateString } from '@shared/dates';
import { renameDocument } from '@shared/schema/rename-and-copy';
import { addTodo, deleteTodo, moveTodo, type Todo, updateTodo } from '@shared/schema/todo';
import { todoListUndoScope } from '@shared/schema/todolist';
import { CommentsModal } from '@client/components/comments/comments-modal';
import { BrandMark } from '@client/components/layout/brand-logo';
import { ExportMenu } from '@client/components/imports/export-menu';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { ButtonLink } from '@client/components/ui/button-link';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { EditableTitle } from '@client/components/ui/editable-title';
import { ConnectionStatus } from '@client/lib/collab/components/connection-status';
import { PresenceFaces } from '@client/lib/collab/components/presence-faces';
import { DocumentHistory } from '@client/lib/document-history';
import { peopleOf, usePresence } from '@client/lib/collab/use-presence';
import { useUndoManager } from '@client/lib/collab/use-undo-manager';
import { useAnnouncer } from '@client/lib/use-announcer';
import { useMemberName } from '@client/lib/workspace';
import { useTodoLists } from '@client/lib/workspace-items/get-todo-lists';
import { type BoardsByTodo, useLinkedCards } from '../../api/get-linked-cards';
import { useTodoListView } from '../../hooks/use-todo-list-view';
import { useUndoNotice } from '../../hooks/use-undo-notice';
import { rankForSectionMove } from '../../utils/section-order';
import { completedText, TODO_TEXTS } from '../../utils/texts';
import { AddTodoForm } from './add-todo-form';
import { EditTodoDialog } from './edit-todo-dialog';
import { SendToKanbanDialog } from './send-to-kanban-dialog';
import type { RowActions } from './todo-row';
import { TodoRows } from './todo-rows';

/** Every action on a list (an add, a tick, a move) is its own undo step, however quickly they follow. */
const UNDO_OPTIONS = { captureTimeoutMs: 0 };

const NO_CARDS: BoardsByTodo = new Map();

/** Done to-dos shown before 'Show more...'. */
const DONE_PREVIEW = 2;

export interface TodoListScreenProps {
  listId: string;
  doc: Y.Doc;
  provider: HocuspocusProvider | null;
  readOnly: boolean;
}

type Dialog =
  | { kind: 'edit' | 'comments' | 'delete' | 'send'; todo: Todo; focusList?: boolean }
  | { kind: 'send-list' }
  | null;

/** The live list: header, open to-dos, the add form, the done section, and the modals of a to-do. */
export function TodoListScreen({ listId, doc, provider, readOnly }: TodoListScreenProps) {
  const view = useTodoListView(doc);
  const { peers } = usePresence(provider);
  const people = useMemo(() => peopleOf(peers), [peers]);
  const lists = useTodoLists();
  const cards = useLinkedCards(listId);
  const boardsOf = cards.data ?? NO_CARDS;
  const memberName = useMemberName();
  const today = localDateString(new Date());
  const focusTarget = useRef<string | null>(null);
  // A change that may move the focused row (a tick, a move, an undo) first says the focus goes with it.
  const followFocus = useCallback(() => {
    const row = document.activeElement?.closest<HTMLElement>('.todo-row[data-todo-id]');
    if (row?.dataset.todoId) focusTarget.current = row.dataset.todoId;
  }, []);
  const {
    undo: undoStep,
    redo: redoStep,
    canUndo,
    canRedo,
  } = useUndoManager(doc, todoListUndoScope, UNDO_OPTIONS);
  const history = useMemo(
    () => ({
      canUndo,
      canRedo,
      undo: () => {
        followFocus();
        undoStep();
      },
      redo: () => {
        followFocus();
        redoStep();
      },
    }),
    [canUndo, canRedo, undoStep, redoStep, followFocus],
  );
  const undo = useUndoNotice(history);
  const [said, announce] = useAnnouncer();
  const [chosenDialog, setDialog] = useState<Dialog>(null);
  // ?comments=<to-do id> (a mention's notification) opens that to-do's comments once it is in the list.
  const [params, setParams] = useSearchParams();
  const mentioned = params.get('comments');
  const mentionedTodo = mentioned ? view.todos.find((todo) => todo.id === mentioned) : undefined;
  const dialog: Dialog = chosenDialog ?? (mentionedTodo ? { kind: 'comments', todo: mentionedTodo } : null);
  const closeComments = () => {
    setDialog(null);
    if (mentioned)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('comments');
          return next;
        },
        { replace: true },
      );
  };
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [showAllDone, setShowAllDone] = useState(false);

  const todos = view.todos;
  const open = useMemo(() => todos.filter((todo) => !todo.completed), [todos]);
  const done = useMemo(() => todos.filter((todo) => todo.completed), [todos]);
  const shownDone = showAllDone ? done : done.slice(0, DONE_PREVIEW);
  const linked = lists.data?.find((list) => list.id === listId);
  const title = view.meta.title.trim() || TODO_TEXTS.untitled;
  const { show } = undo;

  const actions = useMemo<RowActions>(
    () => ({
      toggle: (todo) => {
        followFocus();
        updateTodo(doc, todo.id, { completed: !todo.completed });
        if (!todo.completed) show(`Completed “${todo.title}”.`);
        announce(`${todo.completed ? 'Reopened' : 'Completed'} “${todo.title}”`);
      },
      rename: (todo, next) => {
        const trimmed = next.trim();
        if (!trimmed || trimmed === todo.title) return;
        updateTodo(doc, todo.id, { title: trimmed });
        announce(`Renamed to “${trimmed}”`);
      },
      setRenaming: setRenamingId,
      edit: (todo) => setDialog({ kind: 'edit', todo }),
      comment: (todo) => setDialog({ kind: 'comments', todo }),
      send: (todo) => setDialog({ kind: 'send', todo }),
      moveToList: (todo) => setDialog({ kind: 'edit', todo, focusList: true }),
      remove: (todo) => setDialog({ kind: 'delete', todo }),
    }),
    [doc, show, announce, followFocus],
  );

  const moveWithin = useCallback(
    (section: readonly Todo[]) => (id: string, target: number) => {
      const rank = rankForSectionMove(todos, section, id, target);
      if (rank === null) return;
      followFocus();
      moveTodo(doc, id, rank);
      const from = section.findIndex((todo) => todo.id === id);
      announce(`Moved “${section[from]?.title ?? ''}” ${target < from ? 'up' : 'down'}`);
    },
    [doc, todos, followFocus, announce],
  );
  const moveOpen = useMemo(() => moveWithin(open), [moveWithin, open]);
  const moveDone = useMemo(() => moveWithin(done), [moveWithin, done]);

  // A row to be focused in the done section's hidden part shows that part; one that is gone is forgotten.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render: the target is a ref.
  useLayoutEffect(() => {
    const id = focusTarget.current;
    if (id === null || shownDone.some((todo) => todo.id === id) || open.some((todo) => todo.id === id))
      return;
    if (done.some((todo) => todo.id === id)) setShowAllDone(true);
    else focusTarget.current = null;
  });

  const add = (text: string): boolean => {
    try {
      addTodo(doc, { title: text });
      setAlert(null);
      return true;
    } catch {
      setAlert(TODO_TEXTS.createFailed);
      return false;
    }
  };

  const confirmDelete = () => {
    if (dialog?.kind !== 'delete') return;
    const { todo } = dialog;
    setDialog(null);
    let removed: boolean;
    try {
      removed = deleteTodo(doc, todo.id);
    } catch {
      removed = false;
    }
    if (removed) {
      show(`Deleted “${todo.title}”.`);
      announce(`Deleted “${todo.title}”`);
    } else setAlert(TODO_TEXTS.deleteFailed);
  };

  // What both sections' rows share; each has its own to-dos, name and moves.
  const rowsProps = {
    readOnly,
    renamingId,
    actions,
    focusTargetRef: focusTarget,
    boardsOf,
    memberName,
    today,
  };

  // The dialogs follow the live to-do; one a collaborator deleted meanwhile closes its dialog.
  const dialogTodo =
    dialog && 'todo' in dialog ? (todos.find((todo) => todo.id === dialog.todo.id) ?? null) : null;

  return (
    <div className="todo-screen" data-read-only={readOnly || undefined}>
      <title>{`${title} · Mindlane`}</title>
      <header className="todo-screen__header">
        <div className="todo-screen__heading">
          <BrandMark className="todo-screen__logo" />
          <EditableTitle
            className="todo-screen__title"
            title={title}
            value={view.meta.title}
            onRename={readOnly ? undefined : (next) => renameDocument('todolist', doc, { title: next })}
          />
        </div>
        <div className="todo-screen__meta">
          {linked?.mindmap_id && (
            <ButtonLink to={`/maps/${linked.mindmap_id}`} variant="secondary" size="sm">
              {TODO_TEXTS.viewMindmap}
            </ButtonLink>
          )}
          <PresenceFaces people={people} place="list" />
          <ConnectionStatus />
          <DocumentHistory kind="todolist" id={listId} doc={doc} readOnly={readOnly} />
          <ExportMenu kind="todolist" id={listId} />
        </div>
        {view.meta.description && <p className="todo-screen__description">{view.meta.description}</p>}
        <p className="todo-screen__count" data-testid="todo-count">
          {completedText(done.length, todos.length)}
        </p>
      </header>
      {readOnly && <Alert tone="info">{TODO_TEXTS.viewOnly}</Alert>}
      {alert && (
        <Alert tone="error" onDismiss={() => setAlert(null)}>
          {alert}
        </Alert>
      )}
      <section className="todo-screen__section" aria-label="Open todos">
        <TodoRows todos={open} label="Open todos" onMove={moveOpen} {...rowsProps} />
        {!readOnly && <AddTodoForm onAdd={add} />}
        <div className="todo-screen__section-actions">
          {!readOnly && open.length > 0 && (
            <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: 'send-list' })}>
              Send All To Kanban
            </Button>
          )}
          <Link to="/todos" className="todo-screen__done-adding">
            {TODO_TEXTS.doneAdding}
          </Link>
        </div>
      </section>
      {done.length > 0 && (
        <section className="todo-screen__section" aria-labelledby="todo-done-heading">
          <h2 id="todo-done-heading" className="todo-screen__done-heading">
            {done.length} done
          </h2>
          <TodoRows todos={shownDone} label="Done todos" onMove={moveDone} {...rowsProps} />
          {!showAllDone && done.length > DONE_PREVIEW && (
            <Button variant="ghost" size="sm" onClick={() => setShowAllDone(true)}>
              {TODO_TEXTS.showMore}
            </Button>
          )}
        </section>
      )}
      <p className="visually-hidden" role="status" data-testid="todo-announcer">
        {said}
      </p>
      {undo.notice && (
        <div className="todo-undo" role="group" aria-label="Undo">
          <span>{undo.notice}</span>
          <Button variant="secondary" size="sm" onClick={undo.undo}>
            Undo
          </Button>
          <Button variant="ghost" size="sm" onClick={undo.dismiss}>
            Dismiss
          </Button>
        </div>
      )}
      {dialog?.kind === 'edit' && dialogTodo && (
        <EditTodoDialog
          key={dialogTodo.id}
          doc={doc}
          todo={dialogTodo}
          listId={listId}
          focusList={dialog.focusList}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'send' && (
        <SendToKanbanDialog
          target={{ kind: 'todo', id: dialog.todo.id, title: dialog.todo.title, listId }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'send-list' && (
        <SendToKanbanDialog
          target={{ kind: 'list', id: listId, title, listId }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'comments' && (
        <CommentsModal
          target={{ kind: 'todo', id: dialog.todo.id, title: dialog.todo.title }}
          onClose={closeComments}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete' && dialogTodo !== null}
        onOpenChange={(next) => !next && setDialog(null)}
        title={TODO_TEXTS.deleteTodoQuestion}
        description={dialogTodo?.title}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
