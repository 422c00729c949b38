import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successResponse } from '@shared/api/auth';
import {
  cardIdParams,
  columnIdParams,
  columnQuery,
  createCardBody,
  createColumnBody,
  kanbanCardSchema,
  moveCardBody,
  reorderColumnsBody,
  RESERVED_COLUMN_MESSAGE,
  RESERVED_TITLE_MESSAGE,
  updateCardBody,
  updateColumnBody,
} from '@shared/api/kanban';
import {
  addCard,
  addColumn,
  deleteCard,
  deleteColumn,
  getCard,
  getColumn,
  moveCard,
  renameColumn,
  reorderColumns,
  setColumnWipLimit,
  updateCard,
  type CardPatch,
} from '@shared/schema/board';
import { isReservedColumn, isReservedColumnTitle } from '@shared/schema/board-resolve';
import { formatDocumentName } from '@shared/schema/document-name';
import { requireRole, type AuthContext } from '../plugins/app/auth';
import { LAST_RANK } from '../plugins/app/boards/todo-card-sync';
import { documentOfItem } from '../plugins/app/documents/documents-service';
import { acceptApiTokens } from '../plugins/app/tokens/token-auth';
import { badRequest, conflict, notFound } from '../http-errors';

const tags = ['kanban'];
const COLUMN_NOT_FOUND = 'Column not found';
const CARD_NOT_FOUND = 'Card not found';

/** Who moved a card, as other people see it. */
const moverName = (auth: AuthContext) => auth.user.name || auth.user.email;

/**
 * The board holding a lane. The reserved lanes' ids (`new`, `done`) are on every board, so for them, or for
 * any id on two boards, the caller names the board.
 */
async function boardOfColumn(
  app: FastifyInstance,
  columnId: string,
  workspaceId: string,
  boardId: string | undefined,
): Promise<string> {
  if (boardId) {
    if (!(await app.repos.boards.exists(boardId, workspaceId))) throw notFound('Board not found');
    return boardId;
  }
  const boards = await app.repos.boards.boardsWithColumn(columnId, workspaceId);
  if (boards.length > 1) throw badRequest('board_id: required, this lane id is on several boards');
  if (!boards[0]) throw notFound(COLUMN_NOT_FOUND);
  return boards[0];
}

/** Refuses a link to something that is not in the workspace; links may also be cleared with null. */
async function assertCardLinks(
  app: FastifyInstance,
  body: z.infer<typeof updateCardBody>,
  workspaceId: string,
) {
  const { repos } = app;
  if (body.assignee_id && !(await repos.workspaces.membership(body.assignee_id, workspaceId))) {
    throw badRequest('assignee_id: not a member of this workspace');
  }
  if (body.todo_list_id && !(await repos.todoLists.exists(body.todo_list_id, workspaceId))) {
    throw badRequest('todo_list_id: no such to-do list in this workspace');
  }
  if (body.mindmap_id && !(await repos.mindmaps.find(body.mindmap_id, workspaceId))) {
    throw badRequest('mindmap_id: no such mind map in this workspace');
  }
  if (body.linked_todo_id) {
    await documentOfItem(app, ['todolist', 'inbox'], workspaceId, body.linked_todo_id, 'Todo').catch(() => {
      throw badRequest('linked_todo_id: no such to-do in this workspace');
    });
  }
}

function cardPatch(body: z.infer<typeof updateCardBody>): CardPatch {
  return {
    title: body.title,
    description: body.description,
    status: body.status,
    priority: body.priority,
    dueDate: body.due_date,
    assigneeId: body.assignee_id,
    linkedTodoId: body.linked_todo_id,
    todoListId: body.todo_list_id,
    mindmapId: body.mindmap_id,
  };
}

/** The Kanban API (`/api/kanban/...`): lanes and cards of the caller's boards. */
const kanbanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', acceptApiTokens);
  const { repos } = app;
  const gate = { preHandler: app.requireAccess };
  const boardName = (id: string) => formatDocumentName('board', id);

  async function boardOfCard(id: string, workspaceId: string) {
    return (await documentOfItem(app, ['board'], workspaceId, id, 'Card')).id;
  }

  app.post(
    '/columns',
    {
      ...gate,
      schema: {
        tags,
        body: createColumnBody,
        response: { 201: z.object({ id: z.string(), title: z.string() }) },
      },
    },
    async (request, reply) => {
      const auth = requireRole(request.auth, 'editor');
      const { board_id: boardId, title, position } = request.body;
      if (isReservedColumnTitle(title)) throw conflict(RESERVED_TITLE_MESSAGE);
      await boardOfColumn(app, 'new', auth.workspace.workspaceId, boardId);
      const id = await app.collab.withDocument(boardName(boardId), (doc) =>
        addColumn(doc, { title, rank: position }),
      );
      if (!id) throw conflict(RESERVED_TITLE_MESSAGE);
      return reply.code(201).send({ id, title });
    },
  );

  app.patch(
    '/columns',
    { ...gate, schema: { tags, body: reorderColumnsBody, response: { 200: successResponse } } },
    async (request) => {
      const auth = requireRole(request.auth, 'editor');
      const { columns } = request.body;
      const movable = columns.find((column) => !isReservedColumn(column.id));
      if (!movable) throw conflict(RESERVED_COLUMN_MESSAGE);
      const boardId = await boardOfColumn(app, movable.id, auth.workspace.workspaceId, request.body.board_id);
      const missing = await app.collab.withDocument(boardName(boardId), (doc) => {
        const unknown = columns.filter((column) => !getColumn(doc, column.id));
        if (unknown.length === 0) reorderColumns(doc, columns);
        return unknown.length;
      });
      if (missing > 0) throw notFound(COLUMN_NOT_FOUND);
      return { success: true as const };
    },
  );

  app.patch(
    '/columns/:id',
    {
      ...gate,
      schema: {
        tags,
        params: columnIdParams,
        querystring: columnQuery,
        body: updateColumnBody,
        response: { 200: successResponse },
      },
    },
    async (request) => {
      const auth = requireRole(request.auth, 'editor');
      const { id } = request.params;
      const { title, wip_limit: wipLimit } = request.body;
      if (title !== undefined && isReservedColumn(id)) throw conflict(RESERVED_COLUMN_MESSAGE);
      if (title !== undefined && isReservedColumnTitle(title)) throw conflict(RESERVED_TITLE_MESSAGE);
      const boardId = await boardOfColumn(app, id, auth.workspace.workspaceId, request.query.board_id);
      const found = await app.collab.withDocument(boardName(boardId), (doc) => {
        if (!getColumn(doc, id)) return false;
        if (title !== undefined) renameColumn(doc, id, title);
        if (wipLimit !== undefined) setColumnWipLimit(doc, id, wipLimit);
        return true;
      });
      if (!found) throw notFound(COLUMN_NOT_FOUND);
      return { success: true as const };
    },
  );

  app.delete(
    '/columns/:id',
    {
      ...gate,
      schema: { tags, params: columnIdParams, querystring: columnQuery, response: { 200: successResponse } },
    },
    async (request) => {
      const auth = requireRole(request.auth, 'editor');
      const { id } = request.params;
      if (isReservedColumn(id)) throw conflict(RESERVED_COLUMN_MESSAGE);
      const boardId = await boardOfColumn(app, id, auth.workspace.workspaceId, request.query.board_id);
      const deleted = await app.collab.withDocument(boardName(boardId), (doc) => deleteColumn(doc, id));
      if (!deleted) throw notFound(COLUMN_NOT_FOUND);
      return { success: true as const };
    },
  );

  app.post(
    '/cards',
    { ...gate, schema: { tags, body: createCardBody, response: { 201: kanbanCardSchema } } },
    async (request, reply) => {
      const auth = requireRole(request.auth, 'editor');
      const { workspaceId } = auth.workspace;
      const body = request.body;
      await assertCardLinks(app, { assignee_id: body.assignee_id }, workspaceId);
      const boardId = await boardOfColumn(app, body.column_id, workspaceId, body.board_id);
      const id = await app.collab.withDocument(boardName(boardId), (doc) =>
        getColumn(doc, body.column_id)
          ? addCard(doc, {
              columnId: body.column_id,
              title: body.title,
              description: body.description,
              rank: body.position,
              status: body.status,
              priority: body.priority,
              dueDate: body.due_date,
              assigneeId: body.assignee_id,
            })
          : null,
      );
      const card = id ? await repos.boards.card(boardId, id) : null;
      if (!card) throw notFound(COLUMN_NOT_FOUND);
      return reply.code(201).send(card);
    },
  );

  app.patch(
    '/cards/:id',
    {
      ...gate,
      schema: { tags, params: cardIdParams, body: updateCardBody, response: { 200: kanbanCardSchema } },
    },
    async (request) => {
      const auth = requireRole(request.auth, 'editor');
      const { id } = request.params;
      const body = request.body;
      const boardId = await boardOfCard(id, auth.workspace.workspaceId);
      await assertCardLinks(app, body, auth.workspace.workspaceId);
      const outcome = await app.collab.withDocument(boardName(boardId), (doc) => {
        const card = getCard(doc, id);
        if (!card) return 'no-card' as const;
        const columnId = body.column_id ?? card.columnId;
        if (!getColumn(doc, columnId)) return 'no-column' as const;
        updateCard(doc, id, cardPatch(body));
        if (body.column_id !== undefined || body.position !== undefined) {
          moveCard(doc, id, columnId, body.position ?? LAST_RANK, moverName(auth));
        }
        return 'ok' as const;
      });
      if (outcome === 'no-column') throw badRequest('column_id: no such lane on this board');
      const card = outcome === 'ok' ? await repos.boards.card(boardId, id) : null;
      if (!card) throw notFound(CARD_NOT_FOUND);
      return card;
    },
  );

  app.patch(
    '/cards/:id/move',
    {
      ...gate,
      schema: { tags, params: cardIdParams, body: moveCardBody, response: { 200: kanbanCardSchema } },
    },
    async (request) => {
      const auth = requireRole(request.auth, 'editor');
      const { id } = request.params;
      const boardId = await boardOfCard(id, auth.workspace.workspaceId);
      const outcome = await app.collab.withDocument(boardName(boardId), (doc) => {
        if (!getCard(doc, id)) return 'no-card' as const;
        if (!getColumn(doc, request.body.column_id)) return 'no-column' as const;
        moveCard(doc, id, request.body.column_id, request.body.position, moverName(auth));
        return 'ok' as const;
      });
      if (outcome === 'no-column') throw badRequest('column_id: no such lane on this board');
      const card = outcome === 'ok' ? await repos.boards.card(boardId, id) : null;
      if (!card) throw notFound(CARD_NOT_FOUND);
      return card;
    },
  );

  app.delete(
    '/cards/:id',
    { ...gate, schema: { tags, params: cardIdParams, response: { 200: successResponse } } },
    async (request) => {
      const auth = requireRole(request.auth, 'editor');
      const boardId = await boardOfCard(request.params.id, auth.workspace.workspaceId);
      const deleted = await app.collab.withDocument(boardName(boardId), (doc) =>
        deleteCard(doc, request.params.id),
      );
      if (!deleted) throw notFound(CARD_NOT_FOUND);
      return { success: true as const };
    },
  );
};

export default kanbanRoutes;
