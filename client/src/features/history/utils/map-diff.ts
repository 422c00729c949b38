import type { MindmapNode, MindmapView } from '@shared/schema/mindmap-model';
import { byId, type ComparedFields, compareItem, type ItemDiff } from './item-diff';

export interface OutlineRow extends ItemDiff<MindmapNode> {
  id: string;
  label: string;
  depth: number;
}

const NODE_FIELDS: ComparedFields<MindmapNode> = [
  ['label', 'label'],
  ['description', 'description'],
  ['link', 'link'],
  ['parentId', 'branch'],
];

/**
 * A map version as an outline compared with the live map: the version's tree in sibling order, and under
 * it, where the live map has them, the nodes added since (under their parent, else at the top).
 */
export function mapOutline(version: MindmapView, now: MindmapView): OutlineRow[] {
  const versionNodes = byId(version.nodes);
  const nowNodes = byId(now.nodes);
  const children = new Map<string | null, MindmapNode[]>();
  const hang = (parent: string | null, node: MindmapNode) => {
    const list = children.get(parent);
    if (list) list.push(node);
    else children.set(parent, [node]);
  };
  for (const node of version.nodes) if (node.id !== version.rootId) hang(node.parentId, node);
  const added = now.nodes.filter((node) => !versionNodes.has(node.id));
  const shown = new Set([...versionNodes.keys(), ...added.map((node) => node.id)]);
  for (const node of added) {
    if (node.id === now.rootId && version.rootId === null) continue;
    const parent = node.parentId !== null && shown.has(node.parentId) ? node.parentId : version.rootId;
    hang(parent, node);
  }

  const rows: OutlineRow[] = [];
  const visit = (node: MindmapNode, depth: number, seen: Set<string>) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    const diff = compareItem(versionNodes.get(node.id), nowNodes.get(node.id), NODE_FIELDS);
    rows.push({ ...diff, id: node.id, label: node.label.trim() || 'Untitled', depth });
    for (const child of children.get(node.id) ?? []) visit(child, depth + 1, seen);
  };
  const seen = new Set<string>();
  const root = version.rootId === null ? null : versionNodes.get(version.rootId);
  if (root) visit(root, 0, seen);
  else if (now.rootId !== null && nowNodes.has(now.rootId)) visit(nowNodes.get(now.rootId)!, 0, seen);
  // Whatever no branch reached (a version without a root): at the top, so nothing goes unseen.
  for (const node of [...version.nodes, ...added]) visit(node, 0, seen);
  return rows;
}
