import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LAST_RANK } from '@shared/ordering';
import { DONE_COLUMN_ID, NEW_COLUMN_ID } from '@shared/schema/board-model';
import { getCard, moveCard, updateCard } from '@shared/schema/board-cards';
import { formatDocumentName } from '@shared/schema/document-name';
import { getTodo, updateTodo } from '@shared/schema/todo';
import type { LinkedChanges, TitleChange } from '../../../documents/changes';
import { HttpError } from '../../../http-errors';
import { documentOfItem } from '../documents/documents-service';

/** The mover other people see when the rule, not a person, moved a card. */
const RULE_MOVER = 'Linked to-do';

/**
 * The card a to-do becomes on a board, under an id made from the to-do's: sending the same to-do to the
 * same board again (even twice at once, on two instances) writes the same card entry.
 */
export function cardIdForTodo(todoId: string): string {
  const id = `todo-${todoId}`;
  return id.length <= 64 ? id : `todo-${createHash('sha256').update(todoId).digest('hex').slice(0, 40)}`;
}

/**
 * Whether the other side of a link takes a renamed title: it does when it still had the title the renamed
 * side had before (the two were in step); when both were renamed apart, the later edit wins, so two
 * crossing renames settle on one title instead of passing each other back and forth.
 */
export function followsRename(change: TitleChange, other: { title: string; updatedAt: string }): boolean {
  if (other.title === change.title) return false;
  if (other.title === change.previous) return true;
  return Date.parse(change.editedAt) > Date.parse(other.updatedAt);
}

/**
 * Keeps a linked to-do and its cards in step: a to-do completed (or reopened) moves its cards into Done
 * (or back to New), and a card entering (or leaving) Done completes (or reopens) its to-do; a title renamed
 * on either side is given to the other (followsRename). It runs in the job that follows a store's changes
 * (plugins/app/changes), at once on the instance that stored them or, if that one died, on the next to
 * sweep the queue, for live edits, REST writes and offline merges alike. Every write is conditional on the
 * other side still differing, so the echo of a write, or the same job run twice, changes nothing; and on
 * the other side's completion or Done lane not having changed since (a change recorded later, by the change
 * record's order), so a job that runs late never undoes a newer move: the newer change's job wins.
 */
export function createTodoCardSync(app: Pick<FastifyInstance, 'documents' | 'repos' | 'log'>) {
  /** The card that entered or left Done, as a store recorded it. */
  type CardChange = LinkedChanges['cards'][number];
  /** The to-do completed or reopened, as a store recorded it. */
  type TodoChange = LinkedChanges['todos'][number];

  async function completeTodo(workspaceId: string, card: CardChange) {
    const { todoId, done: completed } = card;
    // Completed or reopened since the card moved (a person, or the rule for another card): that change's
    // own job keeps the two in step, and this older one would undo it.
    const item = { kind: 'todo', id: todoId } as const;
    if (await app.repos.boards.doneChangedAfter(workspaceId, item, card.changeId)) return;
    const holder = await documentOfItem(app, ['todolist', 'inbox'], workspaceId, todoId, 'Todo');
    await app.documents.withDocument(formatDocumentName(holder.kind, holder.id), (doc) =>
      updateTodo(doc, todoId, { completed }),
    );
  }

  type LinkedCards = Map<string, Array<{ id: string; board_id: string }>>;

  async function placeCards(workspaceId: string, linked: LinkedCards, todo: TodoChange) {
    const { id: todoId, completed } = todo;
    for (const card of linked.get(todoId) ?? []) {
      // Moved into or out of Done since the to-do changed: left to that move's own job, as above.
      const item = { kind: 'card', id: card.id } as const;
      if (await app.repos.boards.doneChangedAfter(workspaceId, item, todo.changeId)) continue;
      await app.documents.withDocument(formatDocumentName('board', card.board_id), (doc) => {
        const current = getCard(doc, card.id);
        if (!current || current.linkedTodoId !== todoId) return;
        const inDone = current.columnId === DONE_COLUMN_ID;
        if (inDone === completed) return;
        moveCard(doc, card.id, completed ? DONE_COLUMN_ID : NEW_COLUMN_ID, LAST_RANK, RULE_MOVER);
      });
    }
  }

  async function renameTodo(workspaceId: string, change: TitleChange) {
    const holder = await documentOfItem(app, ['todolist', 'inbox'], workspaceId, change.todoId, 'Todo');
    await app.documents.withDocument(formatDocumentName(holder.kind, holder.id), (doc) => {
      const todo = getTodo(doc, change.todoId);
      if (todo && followsRename(change, todo)) updateTodo(doc, change.todoId, { title: change.title });
    });
  }

  async function renameCards(linked: LinkedCards, change: TitleChange) {
    for (const card of linked.get(change.todoId) ?? []) {
      await app.documents.withDocument(formatDocumentName('board', card.board_id), (doc) => {
        const current = getCard(doc, card.id);
        if (!current || current.linkedTodoId !== change.todoId || !followsRename(change, current)) return;
        updateCard(doc, card.id, { title: change.title });
      });
    }
  }

  /**
   * The cards linked to the to-dos a store completed, reopened or renamed, in one read for the whole store
   * (a store of ten REST writes renames ten to-dos): each write below still checks the card's link.
   */
  async function linkedCards(changes: LinkedChanges): Promise<LinkedCards> {
    const todoIds = [
      ...changes.todos.map((todo) => todo.id),
      ...changes.titles.filter((change) => change.side === 'todo').map((change) => change.todoId),
    ];
    const linked: LinkedCards = new Map();
    for (const card of await app.repos.boards.cardsLinkedTo(todoIds, changes.workspaceId)) {
      linked.set(card.linked_todo_id, [...(linked.get(card.linked_todo_id) ?? []), card]);
    }
    return linked;
  }

  /**
   * Follows one store's changes. An item gone since (an answer of 4xx) is logged and passed over; any other
   * failure is thrown once every step has been tried, so the job runs them again (each finds done what was).
   */
  return async (documentName: string, changes: LinkedChanges) => {
    let retry: unknown;
    const failed = (error: unknown) => {
      app.log.warn({ err: error, documentName }, 'Keeping a linked to-do and card in step failed');
      if (!(error instanceof HttpError && error.statusCode < 500)) retry ??= error;
    };
    const work = [
      ...changes.todos.map((todo) => (linked: LinkedCards) => placeCards(changes.workspaceId, linked, todo)),
      ...changes.cards.map((card) => () => completeTodo(changes.workspaceId, card)),
      ...changes.titles.map(
        (change) => (linked: LinkedCards) =>
          change.side === 'todo' ? renameCards(linked, change) : renameTodo(changes.workspaceId, change),
      ),
    ];
    if (work.length === 0) return;
    const linked = await linkedCards(changes).catch((error: unknown) => {
      failed(error);
      return null;
    });
    for (const step of work) await step(linked ?? new Map()).catch(failed);
    if (retry !== undefined) throw retry;
  };
}
