import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LAST_RANK } from '@shared/ordering';
import { DONE_COLUMN_ID, NEW_COLUMN_ID } from '@shared/schema/board-model';
import { getCard, moveCard } from '@shared/schema/board-cards';
import { formatDocumentName } from '@shared/schema/document-name';
import { updateTodo } from '@shared/schema/todo';
import type { DoneChanges } from '../../../collab/projection/projector';
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
 * Keeps a linked to-do and its cards in step: a to-do completed (or reopened) moves its cards into Done
 * (or back to New), and a card entering (or leaving) Done completes (or reopens) its to-do. It runs after
 * the store that projected the change commits, on the instance that stored it, so it applies each change
 * once for live edits, REST writes and offline merges alike. Every write is conditional on the other side
 * still differing, so the echo of a write finds nothing to do and nothing bounces back.
 */
export function createTodoCardSync(app: FastifyInstance) {
  async function completeTodo(workspaceId: string, todoId: string, completed: boolean) {
    const holder = await documentOfItem(app, ['todolist', 'inbox'], workspaceId, todoId, 'Todo');
    await app.collab.withDocument(formatDocumentName(holder.kind, holder.id), (doc) =>
      updateTodo(doc, todoId, { completed }),
    );
  }

  async function placeCards(workspaceId: string, todoId: string, completed: boolean) {
    for (const card of await app.repos.boards.cardsLinkedTo(todoId, workspaceId)) {
      await app.collab.withDocument(formatDocumentName('board', card.board_id), (doc) => {
        const current = getCard(doc, card.id);
        if (!current || current.linkedTodoId !== todoId) return;
        const inDone = current.columnId === DONE_COLUMN_ID;
        if (inDone === completed) return;
        moveCard(doc, card.id, completed ? DONE_COLUMN_ID : NEW_COLUMN_ID, LAST_RANK, RULE_MOVER);
      });
    }
  }

  return (documentName: string, changes: DoneChanges) => {
    const work = [
      ...changes.todos.map((todo) => () => placeCards(changes.workspaceId, todo.id, todo.completed)),
      ...changes.cards.map((card) => () => completeTodo(changes.workspaceId, card.todoId, card.done)),
    ];
    if (work.length === 0) return;
    void (async () => {
      for (const step of work) {
        await step().catch((error: unknown) =>
          app.log.warn({ err: error, documentName }, 'Keeping a linked to-do and card in step failed'),
        );
      }
    })();
  };
}
