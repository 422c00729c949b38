import type { SceneModel } from '../canvas/scene-model';

/** What a collaborator did to the focused branch, as the outline's live region tells it. */
export type BranchChange =
  | { kind: 'renamed'; id: string; from: string; to: string; author: string | null }
  | { kind: 'added'; parent: string; under: string; author: string | null }
  | { kind: 'removed'; parent: string; from: string; author: string | null }
  | { kind: 'moved'; id: string; name: string; under: string; author: string | null }
  | { kind: 'described'; id: string; name: string; author: string | null }
  | { kind: 'joined'; name: string; on: string };

const labelAt = (model: SceneModel, index: number) => model.nodes[index]?.label.trim() || 'Untitled';

/** Whether node `index` is `top` or inside its branch. */
function inBranch(model: SceneModel, index: number, top: number): boolean {
  for (let at = index; at >= 0; at = model.parent[at] ?? -1) if (at === top) return true;
  return false;
}

/**
 * The changes between two models of the map, among the nodes `remote` names (those a collaborator's
 * transactions touched, with who wrote them), that fall in the branch of `focused`: nodes added or removed
 * in it, moved into, out of or within it, renamed, and their notes edited. A branch removed counts every
 * node in it, under the nearest node left.
 */
export function branchChanges(
  before: SceneModel,
  after: SceneModel,
  focused: string,
  remote: ReadonlyMap<string, string | null>,
): BranchChange[] {
  const changes: BranchChange[] = [];
  const topBefore = before.indexOf.get(focused) ?? -1;
  const topAfter = after.indexOf.get(focused) ?? -1;
  for (const [id, author] of remote) {
    const was = before.indexOf.get(id);
    const is = after.indexOf.get(id);
    if (was === undefined && is !== undefined) {
      const up = after.parent[is] ?? -1;
      if (topAfter >= 0 && up >= 0 && inBranch(after, up, topAfter)) {
        changes.push({ kind: 'added', parent: after.ids[up] ?? '', under: labelAt(after, up), author });
      }
    } else if (was !== undefined && is === undefined) {
      if (topBefore < 0 || !inBranch(before, was, topBefore)) continue;
      let up = before.parent[was] ?? -1;
      while (up >= 0 && !after.indexOf.has(before.ids[up] ?? '')) up = before.parent[up] ?? -1;
      if (up >= 0)
        changes.push({ kind: 'removed', parent: before.ids[up] ?? '', from: labelAt(before, up), author });
    } else if (was !== undefined && is !== undefined) {
      const wasIn = topBefore >= 0 && inBranch(before, was, topBefore);
      const isIn = topAfter >= 0 && inBranch(after, is, topAfter);
      if (!wasIn && !isIn) continue;
      const name = labelAt(after, is);
      const up = after.parent[is] ?? -1;
      // Moved into the branch, out of it, or within it: said with where it went.
      if (up >= 0 && before.ids[before.parent[was] ?? -1] !== after.ids[up]) {
        changes.push({ kind: 'moved', id, name, under: labelAt(after, up), author });
      }
      if (!isIn) continue;
      const from = labelAt(before, was);
      if (from !== name) changes.push({ kind: 'renamed', id, from, to: name, author });
      if (before.nodes[was]?.description !== after.nodes[is]?.description) {
        changes.push({ kind: 'described', id, name, author });
      }
    }
  }
  return changes;
}

const nodes = (count: number) => (count === 1 ? '1 node' : `${count} nodes`);
const by = (author: string | null) => (author ? ` by ${author}` : '');

/** The changes heard since the last message, said in one: renames per node, additions and removals per parent. */
export function describeChanges(changes: readonly BranchChange[]): string {
  const renamed = new Map<string, { from: string; to: string; author: string | null }>();
  // Per node, the last move and the last notes edit heard.
  const moved = new Map<string, string>();
  const described = new Map<string, string>();
  const counted = new Map<string, { text: (count: number) => string; count: number }>();
  const joined = new Map<string, string>();
  for (const change of changes) {
    if (change.kind === 'renamed') {
      const earlier = renamed.get(change.id);
      renamed.set(change.id, { from: earlier?.from ?? change.from, to: change.to, author: change.author });
    } else if (change.kind === 'moved') {
      moved.set(change.id, `${change.author ?? 'Someone'} moved “${change.name}” under “${change.under}”`);
    } else if (change.kind === 'described') {
      described.set(change.id, `${change.author ?? 'Someone'} edited the notes of “${change.name}”`);
    } else if (change.kind === 'joined') {
      joined.set(change.name, change.on);
    } else {
      const key = `${change.kind}:${change.parent}:${change.author ?? ''}`;
      const text =
        change.kind === 'added'
          ? (count: number) => `${nodes(count)} added under “${change.under}”${by(change.author)}`
          : (count: number) => `${nodes(count)} removed from “${change.from}”${by(change.author)}`;
      counted.set(key, { text, count: (counted.get(key)?.count ?? 0) + 1 });
    }
  }
  const sentences = [
    ...[...renamed.values()]
      .filter(({ from, to }) => from !== to)
      .map(({ from, to, author }) => `${author ?? 'Someone'} renamed “${from}” to “${to}”`),
    ...moved.values(),
    ...described.values(),
    ...[...counted.values()].map(({ text, count }) => text(count)),
    ...[...joined].map(([name, on]) => `${name} is on “${on}”`),
  ];
  return sentences.length === 0 ? '' : `${sentences.join('. ')}.`;
}

export interface AnnouncerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** At most one message per branch in this time; what comes meanwhile waits and is said together. */
export const ANNOUNCE_GAP_MS = 2_000;

/**
 * Says the changes to a branch at once when nothing was said of it for ANNOUNCE_GAP_MS, else gathers them
 * into one message said when that time is up. Changes waiting for a branch no longer focused are dropped.
 */
export function createAnnouncer(say: (text: string) => void, clock: AnnouncerClock) {
  const spokenAt = new Map<string, number>();
  let waiting: { branch: string; changes: BranchChange[]; timer: unknown } | null = null;

  const speak = (branch: string, changes: readonly BranchChange[]) => {
    const text = describeChanges(changes);
    if (!text) return;
    spokenAt.set(branch, clock.now());
    say(text);
  };
  const drop = () => {
    if (waiting) clock.clearTimeout(waiting.timer);
    waiting = null;
  };

  return {
    add(branch: string, changes: readonly BranchChange[]) {
      if (changes.length === 0) return;
      if (waiting && waiting.branch !== branch) drop();
      if (waiting) {
        waiting.changes.push(...changes);
        return;
      }
      const since = clock.now() - (spokenAt.get(branch) ?? -Infinity);
      if (since >= ANNOUNCE_GAP_MS) {
        speak(branch, changes);
        return;
      }
      const pending = { branch, changes: [...changes], timer: null as unknown };
      pending.timer = clock.setTimeout(() => {
        waiting = null;
        speak(branch, pending.changes);
      }, ANNOUNCE_GAP_MS - since);
      waiting = pending;
    },
    /** The focus moved to `branch`: what waits for another is not said. */
    focus(branch: string | null) {
      if (waiting && waiting.branch !== branch) drop();
    },
    dispose: drop,
  };
}
