import type { MindmapNode } from '@shared/schema/mindmap-model';

export type Direction = 'left' | 'right' | 'up' | 'down';

const VECTORS: Record<Direction, { x: number; y: number }> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
};

/**
 * The node an arrow key moves the selection to: among the nodes lying in that direction (within 60° of
 * it), the nearest, with sideways distance counting double. Null when nothing lies that way.
 */
export function nodeInDirection(
  nodes: readonly Pick<MindmapNode, 'id' | 'x' | 'y'>[],
  fromId: string,
  direction: Direction,
  isVisible: (id: string) => boolean = () => true,
): string | null {
  const from = nodes.find((node) => node.id === fromId);
  if (!from) return null;
  const vector = VECTORS[direction];
  let best: string | null = null;
  let bestScore = Infinity;
  for (const node of nodes) {
    if (node.id === fromId || !isVisible(node.id)) continue;
    const dx = node.x - from.x;
    const dy = node.y - from.y;
    const along = dx * vector.x + dy * vector.y;
    if (along <= 0) continue;
    const across = Math.abs(dx * vector.y - dy * vector.x);
    if (across > along * Math.tan(Math.PI / 3)) continue;
    const score = along + across * 2;
    if (score < bestScore) {
      bestScore = score;
      best = node.id;
    }
  }
  return best;
}
