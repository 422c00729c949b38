import type * as Y from 'yjs';
import type { z } from 'zod';
import {
  RESERVED_COLUMN_MESSAGE,
  RESERVED_TITLE_MESSAGE,
  type createCardBody,
  type createColumnBody,
  type KanbanCard,
  type moveCardBody,
  type reorderColumnsBody,
  type updateCardBody,
  type updateColumnBody,
} from '@shared/api/kanban';
import { LAST_RANK } from '@shared/ordering';
import {
  addCard,
  addColumn,
  deleteCard,
  deleteColumn,
  getColumn,
  isReservedColumn,
  isReservedColumnTitle,
  moveCard,
  renameColumn,
  reorderColumns,
  setColumnWipLimit,
  updateCard,
  type CardPatch,
} from '@shared/schema/board';
import { followingBoardReader } from '@shared/schema/board-reader';
import { formatDocumentName } from '@shared/schema/document-name';
import { asStoredRow, cardRow } from '../../../documents/stored-rows';
import { badRequest, conflict, notFound } from '../../../http-errors';
import type { AuthContext } from '../authentication/auth';
import { authorOf } from '../authentication/author';
import { documentOfItem, type ItemLookup } from '../documents/documents-service';
import { presentCard, type CardRow } from './boards-repository';

/**
 * The rules of the Kanban API: which board a lane or card belongs to, what a card may link to, and that
 * the reserved lanes (New, Done) are neither renamed, deleted nor imitated.
 */

const COLUMN_NOT_FOUND = 'Column not found';
const CARD_NOT_FOUND = 'Card not found';

const boardName = (id: string) => formatDocumentName('board', id);

/** Who moved a card, as other people see it. */
const moverName = (auth: AuthContext) => auth.user.name || auth.user.email;

/**
 * The board holding a lane. The reserved lanes' ids (`new`, `done`) are on every board, so for them, or for
 * any id on two boards, the caller names the board.
 */
async function boardOfColumn(
  app: ItemLookup,
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

async function boardOfCard(app: ItemLookup, id: string, workspaceId: string): Promise<string> {
  return (await documentOfItem(app, ['board'], workspaceId, id, 'Card')).id;
}

/** Refuses a link to something that is not in the workspace; links may also be cleared with null. */
async function assertCardLinks(app: ItemLookup, body: z.infer<typeof updateCardBody>, workspaceId: string) {
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

/**
 * A card as a write to its open board answers it (withDocument's answer, read right after the change): the
 * card its projected row gives once stored, as the board's read (boards.cardsOf) shows it, with its rank in
 * its lane from the board's reader instead of a count over the lane's rows. Null when the board holds no
 * such card.
 */
function cardOf(doc: Y.Doc, boardId: string, id: string): KanbanCard | null {
  const reader = followingBoardReader(doc);
  const laneId = reader.laneOf(doc, id);
  const lane = reader.read(doc).columns.find((column) => column.id === laneId);
  const rank = lane ? lane.cards.findIndex((card) => card.id === id) : -1;
  if (!lane || rank < 0) return null;
  const stored = asStoredRow<CardRow>(cardRow(lane.cards[rank]!), { id, board_id: boardId, rank }, [
    'done_at',
    'created_at',
    'updated_at',
  ]);
  return presentCard(stored);
}

/**
 * Writes a card in its board's document when the lane it is to end in (`laneOf` it) exists, and answers it
 * as the write left it: 404 when the card is gone, 400 when the lane is.
 */
async function writeCard(
  app: ItemLookup,
  auth: AuthContext,
  boardId: string,
  id: string,
  laneOf: (lane: string) => string,
  write: (doc: Y.Doc, columnId: string) => void,
): Promise<KanbanCard> {
  const outcome = await app.documents.withDocument(
    boardName(boardId),
    (doc) => {
      const lane = followingBoardReader(doc).laneOf(doc, id);
      if (lane === null) return 'no-card' as const;
      const columnId = laneOf(lane);
      if (!getColumn(doc, columnId)) return 'no-column' as const;
      write(doc, columnId);
      return 'ok' as const;
    },
    (doc, written) => (written === 'ok' ? cardOf(doc, boardId, id) : written),
    { author: authorOf(auth) },
  );
  if (outcome === 'no-column') throw badRequest('column_id: no such lane on this board');
  if (outcome === null || outcome === 'no-card') throw notFound(CARD_NOT_FOUND);
  return outcome;
}

/** Adds a lane to a board; a title that would pass for New or Done is refused. */
export async function createLane(
  app: ItemLookup,
  auth: AuthContext,
  { board_id: boardId, title, position }: z.infer<typeof createColumnBody>,
): Promise<{ id: string; title: string }> {
  if (isReservedColumnTitle(title)) throw conflict(RESERVED_TITLE_MESSAGE);
  await boardOfColumn(app, 'new', auth.workspace.workspaceId, boardId);
  const id = await app.documents.withDocument(
    boardName(boardId),
    (doc) => addColumn(doc, { title, rank: position }),
    { author: authorOf(auth) },
  );
  if (!id) throw conflict(RESERVED_TITLE_MESSAGE);
  return { id, title };
}

/** Puts a board's lanes in a new order; the board is the one holding the first lane that is not reserved. */
export async function reorderLanes(
  app: ItemLookup,
  auth: AuthContext,
  { columns, board_id }: z.infer<typeof reorderColumnsBody>,
): Promise<void> {
  const movable = columns.find((column) => !isReservedColumn(column.id));
  if (!movable) throw conflict(RESERVED_COLUMN_MESSAGE);
  const boardId = await boardOfColumn(app, movable.id, auth.workspace.workspaceId, board_id);
  const missing = await app.documents.withDocument(
    boardName(boardId),
    (doc) => {
      const unknown = columns.filter((column) => !getColumn(doc, column.id));
      if (unknown.length === 0) reorderColumns(doc, columns);
      return unknown.length;
    },
    { author: authorOf(auth) },
  );
  if (missing > 0) throw notFound(COLUMN_NOT_FOUND);
}

/** Renames a lane or sets its WIP limit; the reserved lanes keep their titles. */
export async function updateLane(
  app: ItemLookup,
  auth: AuthContext,
  lane: { id: string; boardId: string | undefined },
  { title, wip_limit: wipLimit }: z.infer<typeof updateColumnBody>,
): Promise<void> {
  const { id } = lane;
  if (title !== undefined && isReservedColumn(id)) throw conflict(RESERVED_COLUMN_MESSAGE);
  if (title !== undefined && isReservedColumnTitle(title)) throw conflict(RESERVED_TITLE_MESSAGE);
  const boardId = await boardOfColumn(app, id, auth.workspace.workspaceId, lane.boardId);
  const found = await app.documents.withDocument(
    boardName(boardId),
    (doc) => {
      if (!getColumn(doc, id)) return false;
      if (title !== undefined) renameColumn(doc, id, title);
      if (wipLimit !== undefined) setColumnWipLimit(doc, id, wipLimit);
      return true;
    },
    { author: authorOf(auth) },
  );
  if (!found) throw notFound(COLUMN_NOT_FOUND);
}

/** Deletes a lane other than New and Done. */
export async function deleteLane(
  app: ItemLookup,
  auth: AuthContext,
  lane: { id: string; boardId: string | undefined },
): Promise<void> {
  if (isReservedColumn(lane.id)) throw conflict(RESERVED_COLUMN_MESSAGE);
  const boardId = await boardOfColumn(app, lane.id, auth.workspace.workspaceId, lane.boardId);
  const deleted = await app.documents.withDocument(boardName(boardId), (doc) => deleteColumn(doc, lane.id), {
    author: authorOf(auth),
  });
  if (!deleted) throw notFound(COLUMN_NOT_FOUND);
}

/** Adds a card to a lane; its assignee must be a member of the workspace. */
export async function createCard(
  app: ItemLookup,
  auth: AuthContext,
  body: z.infer<typeof createCardBody>,
): Promise<KanbanCard> {
  const { workspaceId } = auth.workspace;
  await assertCardLinks(app, { assignee_id: body.assignee_id }, workspaceId);
  const boardId = await boardOfColumn(app, body.column_id, workspaceId, body.board_id);
  const card = await app.documents.withDocument(
    boardName(boardId),
    (doc) =>
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
    (doc, id) => (id ? cardOf(doc, boardId, id) : null),
    { author: authorOf(auth) },
  );
  if (!card) throw notFound(COLUMN_NOT_FOUND);
  return card;
}

/** A partial update of a card; a lane or a position moves it (to the lane's end without a position). */
export async function patchCard(
  app: ItemLookup,
  auth: AuthContext,
  id: string,
  body: z.infer<typeof updateCardBody>,
): Promise<KanbanCard> {
  const boardId = await boardOfCard(app, id, auth.workspace.workspaceId);
  await assertCardLinks(app, body, auth.workspace.workspaceId);
  return writeCard(
    app,
    auth,
    boardId,
    id,
    (lane) => body.column_id ?? lane,
    (doc, columnId) => {
      updateCard(doc, id, cardPatch(body), moverName(auth));
      if (body.column_id !== undefined || body.position !== undefined) {
        moveCard(doc, id, columnId, body.position ?? LAST_RANK, moverName(auth));
      }
    },
  );
}

/** Moves a card to a rank in a lane of its board. */
export async function placeCard(
  app: ItemLookup,
  auth: AuthContext,
  id: string,
  { column_id: columnId, position }: z.infer<typeof moveCardBody>,
): Promise<KanbanCard> {
  const boardId = await boardOfCard(app, id, auth.workspace.workspaceId);
  return writeCard(
    app,
    auth,
    boardId,
    id,
    () => columnId,
    (doc) => moveCard(doc, id, columnId, position, moverName(auth), followingBoardReader(doc)),
  );
}

export async function removeCard(app: ItemLookup, auth: AuthContext, id: string): Promise<void> {
  const boardId = await boardOfCard(app, id, auth.workspace.workspaceId);
  const deleted = await app.documents.withDocument(boardName(boardId), (doc) => deleteCard(doc, id), {
    author: authorOf(auth),
  });
  if (!deleted) throw notFound(CARD_NOT_FOUND);
}
