import * as Y from 'yjs';
import { ROOT_NODE_ID } from '@shared/schema/mindmap-model';
import type { Ledger } from './document-fuzz';
import type { Random } from './random';

/**
 * Mind maps as schema version 2 wrote them (each node a Y.Map of fields under `nodes`), and the edits a
 * client of that version makes, for the tests of migration 3 and of what such a client writes afterwards.
 */

const legacyNodes = (doc: Y.Doc) => doc.getMap<unknown>('nodes');

function legacyNode(fields: Record<string, unknown>): Y.Map<unknown> {
  return new Y.Map<unknown>(
    Object.entries({
      description: '',
      y: 0,
      todoId: null,
      linkedTodoListId: null,
      collapsed: false,
      ...fields,
    }),
  );
}

/** A version 2 map: the root, a child `a` and its child `b`. */
export function versionTwoMap(): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    const meta = doc.getMap<unknown>('meta');
    meta.set('title', 'Plan');
    meta.set('description', '');
    meta.set('schemaVersion', 2);
    const node = (id: string, parentId: string | null, label: string, x: number) => {
      const at = `2026-01-01T00:00:0${x}.000Z`;
      legacyNodes(doc).set(id, legacyNode({ parentId, label, x, createdAt: at, updatedAt: at }));
    };
    node(ROOT_NODE_ID, null, 'Plan', 0);
    node('a', ROOT_NODE_ID, 'A', 1);
    node('b', 'a', 'B', 2);
  });
  return doc;
}

/** One edit of a version 2 client, which writes the old layout whatever version the map has reached. */
export function legacyStep(doc: Y.Doc, random: Random, label: string, ledger: Ledger): void {
  const nodes = legacyNodes(doc);
  const ids = [...nodes.keys()].sort();
  const id = random.pick(ids);
  const record = id === undefined ? undefined : nodes.get(id);
  if (!(record instanceof Y.Map) || id === undefined) return;
  const op = random.int(0, 5);
  const now = new Date(Date.UTC(2026, 1, 1, 0, 0, random.int(0, 59))).toISOString();
  doc.transact(() => {
    if (op <= 1) record.set('label', label);
    else if (op === 2) {
      record.set('x', random.int(-500, 1500));
      record.set('y', random.int(-500, 1500));
    } else if (op <= 4) {
      const child = `${label.replace('.', '-')}-legacy`;
      nodes.set(child, legacyNode({ parentId: id, label, x: 0, createdAt: now, updatedAt: now }));
      ledger.add(child);
      return;
    } else if (id !== ROOT_NODE_ID) {
      nodes.delete(id);
      ledger.remove(id, true);
      return;
    }
    record.set('updatedAt', now);
  });
}
