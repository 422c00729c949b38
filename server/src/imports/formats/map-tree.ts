import { IMPORT_LIMITS, cutText, type ImportCounts, type ImportedNode } from '@shared/formats/model';
import { isNodeLink } from '@shared/schema/node-link';

/** A node with nothing set yet. */
export function emptyNode(label = ''): ImportedNode {
  return { label, note: '', link: null, folded: false, side: null, position: null, children: [] };
}

// Control characters and lone surrogates: nothing a label can show or PostgreSQL store. Tabs and line breaks stay.
const UNSHOWABLE = /[\p{Cc}\p{Cs}]/gu;
const KEPT = new Set(['\t', '\n', '\r']);

/** Text as a label or a note holds it: unshowable characters dropped, line breaks as \n, ends trimmed. */
export function cleanText(text: string): string {
  return text
    .replace(UNSHOWABLE, (character) => (KEPT.has(character) ? character : ''))
    .replace(/\r\n?/g, '\n')
    .trim();
}

/** A link a node may hold (an http, https or mailto URL, as the map schema takes it), or null for anything else. */
export function cleanLink(value: string | undefined | null): string | null {
  const link = value?.trim() ?? '';
  return isNodeLink(link) ? link : null;
}

/** A finite coordinate from text, or null. */
export function coordinate(value: string | number | undefined | null): number | null {
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A position from two coordinates, or null unless both are numbers. */
export function toPosition(
  x: string | number | undefined | null,
  y: string | number | undefined | null,
): { x: number; y: number } | null {
  const left = coordinate(x);
  const top = coordinate(y);
  return left === null || top === null ? null : { x: left, y: top };
}

/**
 * Builds a tree from nodes opened and closed in document order, without recursion. A node deeper than
 * IMPORT_LIMITS.depth (the root is depth 0) is attached to its ancestor at depth limit − 1, so it sits at
 * the limit, and counted as cut. Closing a node cleans and cuts its label and note.
 */
export class TreeBuilder {
  readonly counts: ImportCounts;
  /** Every open node, outermost first, flattened ones included. */
  private readonly open: ImportedNode[] = [];
  private rootNode: ImportedNode | null = null;

  /** `maxDepth`: the deepest level kept, counted from the first node opened. */
  constructor(
    counts: ImportCounts,
    private readonly maxDepth: number = IMPORT_LIMITS.depth,
  ) {
    this.counts = counts;
  }

  get root(): ImportedNode | null {
    return this.rootNode;
  }

  /** The innermost open node, or null. */
  get current(): ImportedNode | null {
    return this.open[this.open.length - 1] ?? null;
  }

  /** Levels open. */
  get depth(): number {
    return this.open.length;
  }

  /** Opens `node` as the last child of the innermost open node; the first node opened is the root. */
  openNode(node: ImportedNode): void {
    const depth = this.open.length;
    if (depth === 0) {
      if (this.rootNode) throw new Error('A tree has one root');
      this.rootNode = node;
    } else {
      const parent = this.open[Math.min(depth, this.maxDepth) - 1];
      if (depth > this.maxDepth) this.counts.cut += 1;
      parent?.children.push(node);
    }
    this.open.push(node);
  }

  /** Closes the innermost open node. */
  closeNode(): ImportedNode | undefined {
    const node = this.open.pop();
    if (node) {
      node.label = cutText(cleanText(node.label), IMPORT_LIMITS.label, this.counts);
      node.note = cutText(cleanText(node.note), IMPORT_LIMITS.note, this.counts);
    }
    return node;
  }

  /** Closes every open node and answers the root. */
  finish(): ImportedNode | null {
    while (this.open.length > 0) this.closeNode();
    return this.rootNode;
  }
}

/**
 * Moves every node deeper than IMPORT_LIMITS.depth up to that depth, under its ancestor one level above, in
 * document order (for a tree whose root was chosen after it was built). Iterative.
 */
export function flattenDeep(root: ImportedNode): void {
  const stack = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth < IMPORT_LIMITS.depth - 1) {
      for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
      continue;
    }
    const deeper: ImportedNode[] = [];
    for (const child of node.children) {
      const below = [...child.children].reverse();
      child.children = [];
      while (below.length > 0) {
        const descendant = below.pop()!;
        for (let index = descendant.children.length - 1; index >= 0; index -= 1)
          below.push(descendant.children[index]!);
        descendant.children = [];
        deeper.push(descendant);
      }
    }
    for (const descendant of deeper) node.children.push(descendant);
  }
}

/** The nodes of a tree, depth first in order, with their depth (the root is 0); iterative. */
export function* walkTree(root: ImportedNode): Generator<{ node: ImportedNode; depth: number }> {
  const stack: Array<{ node: ImportedNode; depth: number }> = [{ node: root, depth: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    yield entry;
    for (let index = entry.node.children.length - 1; index >= 0; index -= 1) {
      stack.push({ node: entry.node.children[index]!, depth: entry.depth + 1 });
    }
  }
}
