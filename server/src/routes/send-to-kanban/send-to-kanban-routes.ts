import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkedCardSchema,
  linkedCardsQuery,
  sendTodoBody,
  sendTodoListBody,
  sentToKanbanSchema,
} from '@shared/api/kanban';
import { DONE_COLUMN_ID, NEW_COLUMN_ID } from '@shared/schema/board-model';
import { addCards } from '@shared/schema/board-cards';
import { formatDocumentName } from '@shared/schema/document-name';
import { getTodo, readTodos, type Todo } from '@shared/schema/todo';
import type { Author } from '../../db/schema';
import type { Documents } from '../../documents/documents';
import { authorOf } from '../../plugins/app/authentication/author';
import { cardIdForTodo } from '../../plugins/app/boards/todo-card-sync';
import { documentOfItem } from '../../plugins/app/documents/documents-service';
import { notFound } from '../../http-errors';
import * as example from '../example-samples';
import { LIVE } from '../shared-facts';

const tags = ['kanban'];

/**
 * Adds a card for each to-do to the board's New lane (Done for a completed one), linked to the to-do and
 * its list; a to-do that already has its card on this board is skipped.
 */
async function sendTodos(
  documents: Documents,
  author: Author,
  send: { boardId: string; todos: Todo[]; listId: string | null },
) {
  const { boardId, todos, listId } = send;
  return documents.withDocument(
    formatDocumentName('board', boardId),
    (doc) =>
      addCards(
        doc,
        todos.map((todo) => ({
          id: cardIdForTodo(todo.id),
          columnId: todo.completed ? DONE_COLUMN_ID : NEW_COLUMN_ID,
          title: todo.title,
          description: todo.description,
          dueDate: todo.dueDate,
          assigneeId: todo.assigneeId,
          linkedTodoId: todo.id,
          todoListId: listId,
        })),
      ).filter((id): id is string => id !== null),
    { author },
  );
}

const sendToKanbanRoutes: FastifyPluginAsyncZod = async (app) => {
  async function assertBoard(boardId: string, workspaceId: string) {
    if (!(await app.repos.boards.exists(boardId, workspaceId))) throw notFound('Board not found');
  }

  app.post(
    '/send-todo-to-kanban',
    {
      config: {
        operation: {
          id: 'sendTodoToKanban',
          summary: "Put a to-do on a board's New lane (Done when completed)",
          description: `Sending again makes no second card. ${LIVE}`,
          examples: {
            body: { todoId: example.todo.id, boardId: example.IDS.board },
            answers: { 200: example.sentCards },
          },
        },
      },
      schema: { tags, body: sendTodoBody, response: { 200: sentToKanbanSchema } },
    },
    async (request) => {
      const auth = request.auth;
      const { workspaceId } = auth.workspace;
      const { todoId, boardId } = request.body;
      await assertBoard(boardId, workspaceId);
      const holder = await documentOfItem(app, ['todolist', 'inbox'], workspaceId, todoId, 'Todo');
      const todo = await app.documents.withDocument(
        formatDocumentName(holder.kind, holder.id),
        (doc) => getTodo(doc, todoId),
        { author: authorOf(auth) },
      );
      if (!todo) throw notFound('Todo not found');
      const cardIds = await sendTodos(app.documents, authorOf(auth), {
        boardId,
        todos: [todo],
        listId: holder.kind === 'todolist' ? holder.id : null,
      });
      return { created: cardIds.length, cardIds };
    },
  );

  app.post(
    '/send-todo-list-to-kanban',
    {
      config: {
        operation: {
          id: 'sendTodoListToKanban',
          summary: 'Put every to-do of a list on a board',
          description: `To-dos already on the board are skipped. ${LIVE}`,
          examples: {
            body: { listId: example.IDS.todoList, boardId: example.IDS.board },
            answers: { 200: example.sentCards },
          },
        },
      },
      schema: { tags, body: sendTodoListBody, response: { 200: sentToKanbanSchema } },
    },
    async (request) => {
      const auth = request.auth;
      const { workspaceId } = auth.workspace;
      const { listId, boardId } = request.body;
      await assertBoard(boardId, workspaceId);
      if (!(await app.repos.todoLists.exists(listId, workspaceId))) throw notFound('List not found');
      const todos = await app.documents.withDocument(formatDocumentName('todolist', listId), readTodos, {
        author: authorOf(auth),
      });
      const cardIds = await sendTodos(app.documents, authorOf(auth), { boardId, todos, listId });
      return { created: cardIds.length, cardIds };
    },
  );

  app.get(
    '/todo-list-cards',
    {
      config: {
        operation: {
          id: 'listTodoListCards',
          summary: 'Which to-dos of a list have Kanban cards, and on which boards',
          examples: {
            answers: {
              200: [
                {
                  todo_id: example.IDS.todo,
                  card_id: example.IDS.card,
                  board_id: example.IDS.board,
                  board_title: example.board.title,
                },
              ],
            },
          },
        },
      },
      schema: { tags, querystring: linkedCardsQuery, response: { 200: z.array(linkedCardSchema) } },
    },
    async (request) => {
      const { workspaceId } = request.auth.workspace;
      const { listId } = request.query;
      if (!(await app.repos.todoLists.exists(listId, workspaceId))) throw notFound('List not found');
      return app.repos.boards.cardsLinkedToList(listId, workspaceId);
    },
  );
};

export default sendToKanbanRoutes;
