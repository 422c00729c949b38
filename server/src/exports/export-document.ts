import { Readable } from 'node:stream';
import type { ImportedMap, ImportedNode } from '@shared/formats/model';
import { markdownLines } from '@shared/formats/map-markdown';
import { readBoard } from '@shared/schema/board-store';
import type { MindmapView } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { readTodoList } from '@shared/schema/todolist';
import type * as Y from 'yjs';
import { writeBoardCsv } from './formats/board-csv-writer';
import { writeBoardJson } from './formats/board-json-writer';
import { writeFreemind } from './formats/freemind-writer';
import { writeListCsv } from './formats/list-csv-writer';
import { writeListMarkdown } from './formats/list-markdown-writer';
import { writeOpml } from './formats/opml-writer';
import { writeXmind } from './formats/xmind-writer';

export const EXPORT_FORMATS = {
  mindmap: ['opml', 'mm', 'markdown', 'xmind'],
  todolist: ['markdown', 'csv'],
  board: ['csv', 'json'],
} as const;
export type ExportKind = keyof typeof EXPORT_FORMATS;

/** Each format's media type and file extension. */
export const EXPORT_TYPES: Record<string, { mediaType: string; extension: string }> = {
  opml: { mediaType: 'text/x-opml; charset=utf-8', extension: 'opml' },
  mm: { mediaType: 'application/x-freemind; charset=utf-8', extension: 'mm' },
  markdown: { mediaType: 'text/markdown; charset=utf-8', extension: 'md' },
  xmind: { mediaType: 'application/vnd.xmind.workbook', extension: 'xmind' },
  csv: { mediaType: 'text/csv; charset=utf-8', extension: 'csv' },
  json: { mediaType: 'application/json; charset=utf-8', extension: 'json' },
};

/** The map as the writers take it: the tree from the root, siblings in the map's order, with positions. */
export function mapOfView(view: MindmapView): ImportedMap {
  const byId = new Map<string, ImportedNode>();
  for (const node of view.nodes) {
    byId.set(node.id, {
      label: node.label,
      note: node.description,
      link: node.link,
      folded: node.collapsed,
      side: null,
      position: { x: node.x, y: node.y },
      children: [],
    });
  }
  const rootId = view.rootId;
  const root = rootId === null ? undefined : byId.get(rootId);
  for (const node of view.nodes) {
    if (node.parentId === null || node.id === rootId) continue;
    const child = byId.get(node.id)!;
    if (node.parentId === rootId && root) child.side = node.x < root.position!.x ? 'left' : 'right';
    byId.get(node.parentId)?.children.push(child);
  }
  return {
    kind: 'mindmap',
    title: view.meta.title,
    root: root ?? {
      label: view.meta.title,
      note: '',
      link: null,
      folded: false,
      side: null,
      position: null,
      children: [],
    },
    counts: { skipped: 0, cut: 0 },
  };
}

/**
 * What an export reads of the live document (inside the documents door, in memory, no database
 * transaction), and how it is then written: a stream that serialises as it is read.
 */
export function exportReader(
  kind: ExportKind,
  format: string,
): (doc: Y.Doc) => { title: string; stream: () => Readable } {
  return (doc) => {
    if (kind === 'mindmap') {
      const view = readMindmap(doc);
      const map = mapOfView(view);
      const title = view.meta.title;
      if (format === 'xmind') return { title, stream: () => writeXmind(map) };
      const writer =
        format === 'opml'
          ? writeOpml(map)
          : format === 'mm'
            ? writeFreemind(map)
            : markdownLines({ title, description: view.meta.description, root: map.root });
      return { title, stream: () => Readable.from(writer) };
    }
    if (kind === 'todolist') {
      const list = readTodoList(doc);
      const title = list.meta.title;
      const writer = format === 'csv' ? writeListCsv(list.todos) : writeListMarkdown(title, list.todos);
      return { title, stream: () => Readable.from(writer) };
    }
    const board = readBoard(doc);
    const writer = format === 'json' ? writeBoardJson(board) : writeBoardCsv(board);
    return { title: board.meta.title, stream: () => Readable.from(writer) };
  };
}
