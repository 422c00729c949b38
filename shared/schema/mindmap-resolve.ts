import { compareStrings } from './fields';

/**
 * Resolution of a map's tree from the stored parent links. Each client keeps its own edits acyclic, but merged
 * concurrent edits can produce states no client made. The rules depend only on the set of stored links, never on
 * the order edits arrived in, so every peer resolves the same tree:
 * 1. The root is the node with the deterministic root id; lacking it, the parentless node with the smallest id;
 *    lacking that, the node with the smallest id. Every other parentless node (a second root) hangs under it.
 * 2. A node whose parent does not exist (deleted concurrently) or is itself hangs under the root.
 * 3. A cycle (two concurrent reparents, A under B and B under A) is broken by hanging the node with the greatest
 *    id in the cycle under the root; the rest of the cycle stays below it.
 */

export interface ParentLink {
  id: string;
  parentId: string | null;
}

export interface ResolvedTree {
  rootId: string | null;
  /** Effective parent of every node: null for the root only. */
  parents: Map<string, string | null>;
}

function pickRoot(links: readonly ParentLink[], preferredRootId: string): string | null {
  if (links.some((link) => link.id === preferredRootId)) return preferredRootId;
  const parentless = links.filter((link) => link.parentId === null).map((link) => link.id);
  const candidates = parentless.length > 0 ? parentless : links.map((link) => link.id);
  return candidates.sort(compareStrings)[0] ?? null;
}

export function resolveTree(links: readonly ParentLink[], preferredRootId: string): ResolvedTree {
  const rootId = pickRoot(links, preferredRootId);
  const ids = new Set(links.map((link) => link.id));
  const parents = new Map<string, string | null>();
  for (const { id, parentId } of links) {
    if (id === rootId) parents.set(id, null);
    else if (parentId === null || parentId === id || !ids.has(parentId)) parents.set(id, rootId);
    else parents.set(id, parentId);
  }
  breakCycles(parents, rootId);
  return { rootId, parents };
}

/** Every node's path ends at the root or in a cycle; cycles of a one-parent graph are disjoint. */
function breakCycles(parents: Map<string, string | null>, rootId: string | null): void {
  const done = new Set<string>();
  for (const start of parents.keys()) {
    const onPath = new Map<string, number>();
    const path: string[] = [];
    let current: string | null = start;
    while (current !== null && !done.has(current) && !onPath.has(current)) {
      onPath.set(current, path.length);
      path.push(current);
      current = parents.get(current) ?? null;
    }
    if (current !== null && onPath.has(current)) {
      const cycle = path.slice(onPath.get(current));
      const breaker = cycle.sort(compareStrings).at(-1);
      if (breaker !== undefined) parents.set(breaker, rootId);
    }
    for (const id of path) done.add(id);
  }
}

/** Whether `ancestor` is `id` itself or lies on its path to the root. */
export function isAncestorOrSelf(
  parents: ReadonlyMap<string, string | null>,
  ancestor: string,
  id: string,
): boolean {
  let current: string | null = id;
  for (let steps = 0; current !== null && steps <= parents.size; steps += 1) {
    if (current === ancestor) return true;
    current = parents.get(current) ?? null;
  }
  return false;
}

/** Ids of the direct children of `id` under the resolved tree. */
export function childrenOf(parents: ReadonlyMap<string, string | null>, id: string): string[] {
  const children: string[] = [];
  for (const [child, parent] of parents) if (parent === id) children.push(child);
  return children;
}

/** `id` and every node below it under the resolved tree, parents before their children. */
export function branchOf(parents: ReadonlyMap<string, string | null>, id: string): string[] {
  if (!parents.has(id)) return [];
  const children = new Map<string, string[]>();
  for (const [child, parent] of parents) {
    if (parent === null) continue;
    const list = children.get(parent);
    if (list) list.push(child);
    else children.set(parent, [child]);
  }
  const branch = [id];
  for (let at = 0; at < branch.length; at += 1) branch.push(...(children.get(branch[at]!) ?? []));
  return branch;
}
