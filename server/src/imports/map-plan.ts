import { randomUUID } from 'node:crypto';
import type { ImportedMap, ImportedNode } from '@shared/formats/model';
import type { MindmapNode, NodePosition } from '@shared/schema/mindmap-model';
import { tidyPositions } from '@shared/layout/tidy-map';

/** The root's own fields, written onto the root the new map already has. */
export interface PlannedRoot {
  label: string;
  description: string;
  link: string | null;
  collapsed: boolean;
  x: number;
  y: number;
}

/** A node of an imported map as it will be written: parents before their children, siblings ranked. */
export interface PlannedNode extends PlannedRoot {
  id: string;
  parentId: string;
  rank: string;
}

const RANK_DIGITS =
  '!#$%&()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~';

/** `count` ranks in increasing order, all of one width, so they sort as plain text. */
export function siblingRanks(count: number): string[] {
  const base = RANK_DIGITS.length;
  let width = 1;
  while (base ** width < count + 1) width += 1;
  return Array.from({ length: count }, (_, index) => {
    let value = index + 1;
    let rank = '';
    for (let digit = 0; digit < width; digit += 1) {
      rank = RANK_DIGITS[value % base]! + rank;
      value = Math.floor(value / base);
    }
    return rank;
  });
}

interface Walked {
  node: ImportedNode;
  id: string;
  parentId: string | null;
  rank: string;
}

/** Every node once, parents first, siblings in the file's order; iterative, so depth costs no stack. */
function walk(root: ImportedNode, rootId: string): Walked[] {
  const out: Walked[] = [{ node: root, id: rootId, parentId: null, rank: '' }];
  for (let index = 0; index < out.length; index += 1) {
    const parent = out[index]!;
    const ranks = siblingRanks(parent.node.children.length);
    parent.node.children.forEach((child, position) => {
      out.push({ node: child, id: randomUUID(), parentId: parent.id, rank: ranks[position]! });
    });
  }
  return out;
}

const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * Where each node goes when the file carried no positions: the tree laid out once, as a whole, growing
 * to the right of the root, or to both sides when the file put root branches on the left (FreeMind), each
 * side its own tidy tree. Folded subtrees are laid out too, so they open in place.
 */
function laidOut(walked: readonly Walked[], origin: { x: number; y: number }): Map<string, NodePosition> {
  const asNode = (entry: Walked): MindmapNode => ({
    id: entry.id,
    parentId: entry.parentId,
    label: entry.node.label,
    description: '',
    link: null,
    x: origin.x,
    y: origin.y,
    todoId: null,
    linkedTodoListId: null,
    collapsed: false,
    rank: entry.rank,
    createdAt: EPOCH,
    updatedAt: EPOCH,
  });
  const root = walked[0]!;
  const sideOf = new Map<string, 'left' | 'right'>([[root.id, 'right']]);
  for (const entry of walked.slice(1)) {
    const side = entry.parentId === root.id ? (entry.node.side ?? 'right') : sideOf.get(entry.parentId!);
    sideOf.set(entry.id, side ?? 'right');
  }
  const positions = new Map<string, NodePosition>();
  for (const side of ['right', 'left'] as const) {
    const nodes = walked.filter((entry) => entry === root || sideOf.get(entry.id) === side).map(asNode);
    if (nodes.length === 1 && side === 'left') continue;
    for (const place of tidyPositions(nodes, 'logical', 'free')) {
      const x = side === 'left' ? 2 * origin.x - place.x : place.x;
      positions.set(place.id, { id: place.id, x, y: place.y });
    }
  }
  return positions;
}

/**
 * The writes an imported map becomes under the new map's root `rootId` at `origin`: the positions the file
 * carried when it carried one for every node (a Mindlane export), else the tree laid out once.
 */
export function planMap(
  map: ImportedMap,
  rootId: string,
  origin: { x: number; y: number },
): { root: PlannedRoot; nodes: PlannedNode[] } {
  const walked = walk(map.root, rootId);
  const carried = walked.every((entry) => entry.node.position !== null);
  const positions = carried ? null : laidOut(walked, origin);
  const placeOf = (entry: Walked) =>
    (carried ? entry.node.position : positions!.get(entry.id)) ?? { x: origin.x, y: origin.y };
  const fields = (entry: Walked) => ({
    label: entry.node.label,
    description: entry.node.note,
    link: entry.node.link,
    collapsed: entry.node.folded && entry.node.children.length > 0,
    x: placeOf(entry).x,
    y: placeOf(entry).y,
  });
  return {
    root: fields(walked[0]!),
    nodes: walked.slice(1).map((entry) => ({
      id: entry.id,
      parentId: entry.parentId!,
      rank: entry.rank,
      ...fields(entry),
    })),
  };
}
