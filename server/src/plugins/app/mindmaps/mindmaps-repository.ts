import type { Kysely, Selectable } from 'kysely';
import type { Mindmap, MapNode } from '@shared/api/mindmaps';
import { parseMapTransform } from '@shared/schema/mindmap-model';
import type { DB } from '../../../db/schema';

const iso = (value: Date) => value.toISOString();

/** A node's row as REST reads it. */
export type NodeRow = Selectable<DB['nodes']>;

/** A projected node as REST answers it. */
export function presentNode(row: NodeRow): MapNode {
  return {
    id: row.id,
    mindmapId: row.mindmap_id,
    parentId: row.parent_id,
    label: row.label,
    description: row.description,
    link: row.link,
    x: row.x,
    y: row.y,
    linkedTodoListId: row.linked_todo_list_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function createMindmapsRepository(db: Kysely<DB>) {
  const maps = (trx: Kysely<DB>) =>
    trx
      .selectFrom('mindmaps as m')
      .select([
        'm.id',
        'm.title',
        'm.description',
        'm.config',
        'm.created_at',
        'm.updated_at',
        'm.node_count',
      ]);

  function present(row: Awaited<ReturnType<ReturnType<typeof maps>['executeTakeFirstOrThrow']>>): Mindmap {
    // Rows projected before the zoom was named k hold {scale} until their map is projected again.
    const transform = parseMapTransform((row.config as { transform?: unknown } | null)?.transform);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      config: { transform },
      nodeCount: row.node_count,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
  }

  const nodes = (trx: Kysely<DB>) =>
    trx
      .selectFrom('nodes as n')
      .innerJoin('mindmaps as m', 'm.id', 'n.mindmap_id')
      .select([
        'n.id',
        'n.mindmap_id',
        'n.parent_id',
        'n.label',
        'n.description',
        'n.link',
        'n.x',
        'n.y',
        'n.linked_todo_list_id',
        'n.created_at',
        'n.updated_at',
      ]);

  return {
    async list(workspaceId: string, trx: Kysely<DB> = db): Promise<Mindmap[]> {
      const rows = await maps(trx)
        .where('m.workspace_id', '=', workspaceId)
        .orderBy('m.created_at', 'desc')
        .execute();
      return rows.map(present);
    },

    async find(id: string, workspaceId: string, trx: Kysely<DB> = db): Promise<Mindmap | null> {
      const row = await maps(trx)
        .where('m.id', '=', id)
        .where('m.workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return row ? present(row) : null;
    },

    async nodesOf(mapId: string, workspaceId: string, trx: Kysely<DB> = db): Promise<MapNode[]> {
      const rows = await nodes(trx)
        .where('m.id', '=', mapId)
        .where('m.workspace_id', '=', workspaceId)
        .orderBy('n.created_at')
        .orderBy('n.id')
        .execute();
      return rows.map(presentNode);
    },

    async nodesOfWorkspace(workspaceId: string, trx: Kysely<DB> = db): Promise<MapNode[]> {
      const rows = await nodes(trx)
        .where('m.workspace_id', '=', workspaceId)
        .orderBy('n.created_at')
        .execute();
      return rows.map(presentNode);
    },
  };
}

export type MindmapsRepository = ReturnType<typeof createMindmapsRepository>;
