import type * as Y from 'yjs';
import type { BoardData } from '@shared/api/kanban';
import type { MapNode } from '@shared/api/mindmaps';
import type { TodoItem } from '@shared/api/todo-lists';
import type { DocumentName } from '@shared/schema/document-name';
import { compareStrings } from '@shared/schema/fields';
import { asStoredRow, documentRows } from '../../../documents/stored-rows';
import { presentBoard, presentCard, presentColumns, type CardRow } from '../boards/boards-repository';
import { presentNode, type NodeRow } from '../mindmaps/mindmaps-repository';
import { presentTodo, type TodoRow } from '../todo-lists/todo-lists-repository';

/** A document at a version in the shape of its kind's REST read: nodes, to-dos, or board data. */
export type VersionContent = MapNode[] | TodoItem[] | BoardData;

/** When the board was made and when the version was cut: a board's read shows them beside its fields. */
export interface BoardTimes {
  createdAt: Date;
  versionAt: Date;
}

type Rows = ReturnType<typeof documentRows>;
const TIMES = ['created_at', 'updated_at'];

function childRows(rows: Rows, table: Rows['children'][number]['table']) {
  return [...(rows.children.find((child) => child.table === table)?.rows ?? [])];
}

/**
 * The document at a version (`document`, read from its Yjs state) as its kind's REST read answers it:
 * `GET /nodes?mindmapId` for a map, `GET /todos?list_id` for a list and the inbox (its to-dos carry no
 * list), `GET /kanban-board-data` for a board. It is read into the rows the projection would store
 * (documentRows) and presented by the repositories' own presenters, in their order, so a version reads
 * exactly as the document would had it been stored then.
 */
export function versionContent(
  name: DocumentName,
  document: Y.Doc,
  workspaceId: string,
  board: BoardTimes | null,
): VersionContent {
  const rows = documentRows(name, document, workspaceId);
  switch (name.kind) {
    case 'mindmap': {
      const nodes = childRows(rows, 'nodes').map(([id, row]) =>
        asStoredRow<NodeRow>(row, { id, mindmap_id: name.id }, TIMES),
      );
      // As nodesOf orders them: by creation time, then id.
      nodes.sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || compareStrings(a.id, b.id));
      return nodes.map(presentNode);
    }
    case 'todolist':
    case 'inbox': {
      const documentName = `${name.kind}:${name.id}`;
      // In the list's order already (the to-do reader's, which is the projection's position order).
      return childRows(rows, 'todos').map(([id, row], rank) =>
        presentTodo(asStoredRow<TodoRow>(row, { id, document_name: documentName }, TIMES), rank),
      );
    }
    case 'board': {
      const values = rows.parent!.values;
      const columns = childRows(rows, 'kanban_columns').map(([id, row]) => ({
        id,
        title: String(row.title),
        position: String(row.position),
        wip_limit: row.wip_limit === null ? null : Number(row.wip_limit),
      }));
      // Each lane's cards come in their order; cardsOf lists the lanes by id, and ranks within each.
      const ranks = new Map<string, number>();
      const cards = childRows(rows, 'kanban_cards').map(([id, row]) => {
        const lane = String(row.column_id);
        const rank = ranks.get(lane) ?? 0;
        ranks.set(lane, rank + 1);
        const keys = { id, board_id: name.id, rank };
        return asStoredRow<CardRow>(row, keys, ['done_at', ...TIMES]);
      });
      const laneOrder = (card: CardRow) => card.column_id;
      cards.sort((a, b) => compareStrings(laneOrder(a), laneOrder(b)) || a.rank - b.rank);
      return {
        board: presentBoard({
          id: name.id,
          title: String(values.title),
          description: String(values.description),
          created_at: board?.createdAt ?? new Date(0),
          updated_at: board?.versionAt ?? new Date(0),
        }),
        columns: presentColumns(name.id, columns),
        cards: cards.map(presentCard),
      };
    }
  }
}
