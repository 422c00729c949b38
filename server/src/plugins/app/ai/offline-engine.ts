import {
  CHILD_CAP,
  ITEM_CAP,
  type BranchDraft,
  type CardDraft,
  type DraftTask,
  type LeafDraft,
  type TodoDraft,
} from './drafts';
import { DraftError, type AiEngine, type DraftRequest } from './engine';
import { facetsFor } from './facets';
import {
  capitalise,
  contentKeys,
  echoesTitle,
  ideaKey,
  isIdea,
  keyPhrases,
  pointsOf,
  startsWithVerb,
  topicLabel,
  type Point,
} from './outline';

/**
 * The embedded engine, used when no model is configured: a local outline generator. It drafts from the
 * author's own text (their list items and sentences become branches, tasks or cards, their clauses the
 * children, their key phrases fill the gaps), so two different prompts give two different drafts. It answers
 * through the same interface and wire shape as a model, an item at a time.
 */
export function createOfflineEngine(options: { itemDelayMs: number }): AiEngine {
  return {
    engine: 'offline',
    model: 'local-outline',
    async draft(request, onText) {
      const items = draftItems(request).slice(0, ITEM_CAP[request.task]);
      onText('{"items":[');
      for (const [index, item] of items.entries()) {
        if (options.itemDelayMs > 0) await pause(options.itemDelayMs, request.signal);
        onText(`${index > 0 ? ',' : ''}${JSON.stringify(item)}`);
      }
      onText(']}');
      return { promptTokens: null, completionTokens: null };
    },
  };
}

/** The items of a draft, before the caps the caller applies. */
export function draftItems(request: Omit<DraftRequest, 'signal'>): unknown[] {
  const builders: Record<DraftTask, () => unknown[]> = {
    mindmap: () => mindmapBranches(request.title, request.description),
    todolist: () =>
      tasks(request.title, request.description).map(({ title, description }) => ({ title, description })),
    board: () => cards(request.title, request.description),
    expand: () => children(request),
  };
  return builders[request.task]();
}

/** The drafted labels so far, compared as ideas: the title is one from the start, so it is never repeated. */
class Seen {
  private readonly keys = new Set<string>();
  private readonly titleKeys: Set<string>;

  constructor(title: string) {
    this.titleKeys = new Set(contentKeys(title));
    this.keys.add(ideaKey(title));
  }

  /**
   * Whether a label is a new idea (and now a known one): not a number alone, not the title's words, and not
   * a known idea alone or with words of the title ("Plant tomatoes" under "Plant", which has "Tomatoes").
   */
  take(label: string): boolean {
    const keys = contentKeys(label);
    const key = keys.join(' ');
    const beyondTitle = keys.filter((word) => !this.titleKeys.has(word)).join(' ');
    if (!isIdea(label) || !beyondTitle || this.keys.has(key) || this.keys.has(beyondTitle)) return false;
    this.keys.add(key);
    return true;
  }

  /** Whether every content word of a phrase is in a label already drafted (or the title). */
  covers(phrase: string): boolean {
    const known = new Set([...this.keys].flatMap((key) => key.split(' ')));
    return contentKeys(phrase).every((word) => known.has(word));
  }
}

/** The nodes that are new ideas, up to a count (an idea left out stays free for a later node). */
function newIdeas<T extends LeafDraft>(seen: Seen, nodes: readonly T[], count: number): T[] {
  const kept: T[] = [];
  for (const node of nodes) if (kept.length < count && seen.take(node.label)) kept.push(node);
  return kept;
}

/** A map node for a sentence or an item: a short label, the whole text as its description when cut. */
function nodeOf(text: string): BranchDraft {
  const label = topicLabel(text);
  return { label, description: ideaKey(label) === ideaKey(text) ? '' : capitalise(text), children: [] };
}

/** The text of each thing a point lists, its lead verb put in front ("Plant peppers"). */
const listedTexts = (point: Point) =>
  point.items.map((item) => (point.leadIsVerb ? `${point.lead} ${item}` : item));

/** A point as branches: its items each a branch ("flat"), or one branch holding them as children. */
function branchesOf(point: Point, flat: boolean): BranchDraft[] {
  if (point.items.length === 0) return [nodeOf(point.text)];
  if (flat) return listedTexts(point).map(nodeOf);
  const [head, ...rest] = point.lead ? [point.lead, ...point.items] : point.items;
  return [{ ...nodeOf(head!), description: capitalise(point.text), children: rest.map(nodeOf) }];
}

/**
 * Every item the description lists becomes a branch, and each other sentence one with a short label. A list
 * whose lead is a topic of its own ("Fruit: apples, pears") stays one branch holding its items, as does any
 * list when the items would not all fit as branches; the title and repeats are left out.
 */
function mindmapBranches(title: string, description: string): BranchDraft[] {
  const points = pointsOf(description);
  const flat = points.map((point) => !point.lead || points.length === 1 || echoesTitle(point.lead, title));
  const count = () => points.reduce((sum, point, index) => sum + branchesOf(point, flat[index]!).length, 0);
  // Too many for the branches a draft holds: the longest lists become one branch each.
  for (const index of points
    .map((_, at) => at)
    .sort((a, b) => points[b]!.items.length - points[a]!.items.length)) {
    if (count() <= ITEM_CAP.mindmap) break;
    flat[index] = false;
  }
  const seen = new Seen(title);
  const branches: BranchDraft[] = [];
  for (const [index, point] of points.entries()) {
    for (const branch of branchesOf(point, flat[index]!)) {
      // A lead that only restates the title or an earlier branch leaves its items as branches.
      if (seen.take(branch.label))
        branches.push({ ...branch, children: newIdeas(seen, branch.children, CHILD_CAP) });
      else {
        const promoted = newIdeas(seen, branch.children, ITEM_CAP.mindmap);
        branches.push(...promoted.map(({ label, description }) => ({ label, description, children: [] })));
      }
    }
  }
  // A short prompt: its key phrases become branches, then a few plain facets.
  for (const phrase of keyPhrases(title, description)) {
    if (branches.length >= 3) break;
    if (!seen.covers(phrase) && seen.take(phrase)) {
      branches.push({ label: capitalise(phrase), description: '', children: [] });
    }
  }
  for (const facet of ['Goals', 'First steps', 'Open questions']) {
    if (branches.length >= 3) break;
    if (seen.take(facet)) branches.push({ label: facet, description: '', children: [] });
  }
  return branches;
}

const TASK_VERBS = ['Outline', 'Research', 'Decide on', 'Schedule', 'Review'];

interface Task extends TodoDraft {
  /** What the author wrote it from: the item with its lead, for a card's priority and lane. */
  source: string;
}

/** A to-do per listed item and per other sentence, each with no description of its own to copy. */
function tasks(title: string, description: string): Task[] {
  const seen = new Seen(title);
  const result: Task[] = [];
  for (const point of pointsOf(description)) {
    const texts = point.items.length > 0 ? listedTexts(point) : [point.text];
    for (const text of texts) {
      if (seen.take(text)) {
        const source = point.leadIsVerb ? text : `${point.lead} ${text}`;
        result.push({ title: capitalise(text), description: '', source });
      }
    }
  }
  // A title alone, or a single sentence: the key phrases give the first steps.
  let verb = 0;
  for (const phrase of keyPhrases(title, description)) {
    if (result.length >= 2) break;
    if (seen.covers(phrase)) continue;
    const text = `${TASK_VERBS[verb % TASK_VERBS.length]} ${phrase.toLowerCase()}`;
    if (seen.take(text)) result.push({ title: text, description: '', source: text });
    verb += 1;
  }
  if (result.length === 0) result.push({ title: `Outline ${title}`, description: '', source: title });
  return result;
}

const HIGH = /\b(urgent|asap|critical|must|blocker|blocking|deadline|today|first)\b/i;
const LOW = /\b(later|maybe|optional|nice to have|eventually|someday|if time)\b/i;
const DONE = /\b(done|finished|completed|shipped|already)\b/i;
const STARTED = /\b(started|ongoing|in progress|underway|currently|halfway)\b/i;

function cards(title: string, description: string): CardDraft[] {
  const drafted = tasks(title, description);
  return drafted.map(({ source: text, ...task }, index): CardDraft => {
    const priority = HIGH.test(text)
      ? 'high'
      : LOW.test(text)
        ? 'low'
        : index === 0
          ? 'high'
          : index === drafted.length - 1 && drafted.length > 3
            ? 'low'
            : 'medium';
    const lane = DONE.test(text) ? 'Done' : STARTED.test(text) ? 'In-Progress' : 'New';
    return { ...task, priority, lane };
  });
}

/** New ideas Expand with AI proposes for one node. */
const EXPAND_IDEAS = 4;

/**
 * Children for a node that are not its own words: what its description lists or says beyond its label,
 * then sub-topics of its subject from a small vocabulary, then ones that fit any action or topic. None
 * repeats the node, an ancestor or an existing child.
 */
function children(request: Omit<DraftRequest, 'signal'>): LeafDraft[] {
  const seen = new Seen(request.title);
  for (const label of [...(request.path ?? []), ...(request.siblings ?? [])]) seen.take(label);
  const written = pointsOf(request.description).flatMap((point) =>
    point.items.length > 0 ? listedTexts(point) : [point.text],
  );
  const candidates: LeafDraft[] = [
    ...written.map((text) => {
      const { label, description } = nodeOf(text);
      return { label, description };
    }),
    ...facetsFor(request.title, request.description, startsWithVerb(request.title)).map((label) => ({
      label,
      description: '',
    })),
  ];
  return newIdeas(seen, candidates, EXPAND_IDEAS);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DraftError('stopped'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new DraftError('stopped'));
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
