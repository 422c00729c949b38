import {
  CHILD_CAP,
  GRANDCHILD_CAP,
  ITEM_CAP,
  type BranchDraft,
  type CardDraft,
  type DraftTask,
  type LeafDraft,
  type TodoDraft,
} from './drafts';
import { DraftError, type AiEngine, type DraftRequest } from './engine';
import { capitalise, keyPhrases, labelOf, phrasesIn, pointsOf, words, type Point } from './outline';

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
    todolist: () => tasks(request.title, request.description),
    board: () => cards(request.title, request.description),
    expand: () => children(request),
  };
  return builders[request.task]();
}

function topicOf(title: string, phrases: readonly string[]): string {
  return (phrases[0] ?? title).toLowerCase();
}

function mindmapBranches(title: string, description: string): BranchDraft[] {
  const points = pointsOf(description);
  const phrases = keyPhrases(title, description);
  const branches: BranchDraft[] = points.map((point) => branchOfPoint(point, phrases));
  const used = new Set(
    branches.flatMap((branch) => phrasesIn(branch.label, phrases)).map((p) => p.toLowerCase()),
  );
  // A short prompt: its key phrases become branches, each with the sentences and phrases near it.
  for (const phrase of phrases) {
    if (branches.length >= 3) break;
    if (used.has(phrase.toLowerCase()) || title.toLowerCase() === phrase.toLowerCase()) continue;
    used.add(phrase.toLowerCase());
    branches.push({ label: capitalise(phrase), description: '', children: facetsOf(phrase, phrases) });
  }
  if (branches.length < 3) {
    const topic = topicOf(title, phrases);
    for (const facet of ['Goals', 'First steps', 'Open questions']) {
      if (branches.length >= 3) break;
      branches.push({
        label: `${facet}: ${topic}`,
        description: '',
        children: phrases
          .slice(1, 3)
          .map((phrase) => ({ label: capitalise(phrase), description: '', children: [] })),
      });
    }
  }
  return branches;
}

function branchOfPoint(point: Point, phrases: readonly string[]): BranchDraft {
  const label = labelOf(point.text);
  const clauses = point.clauses.slice(1, 1 + CHILD_CAP);
  const childNodes = clauses.map((clause) => ({
    label: labelOf(clause),
    description: clause === labelOf(clause) ? '' : clause,
    children: phrasesIn(clause, phrases)
      .filter((phrase) => phrase.toLowerCase() !== labelOf(clause).toLowerCase())
      .slice(0, GRANDCHILD_CAP)
      .map((phrase) => ({ label: capitalise(phrase), description: '' })),
  }));
  if (childNodes.length === 0) {
    for (const phrase of phrasesIn(point.text, phrases).slice(0, CHILD_CAP)) {
      if (phrase.toLowerCase() !== label.toLowerCase()) {
        childNodes.push({ label: capitalise(phrase), description: '', children: [] });
      }
    }
  }
  return { label, description: point.text === label ? '' : point.text, children: childNodes };
}

function facetsOf(phrase: string, phrases: readonly string[]): BranchDraft['children'] {
  const near = phrases.filter((other) => other !== phrase).slice(0, 2);
  return near.map((other) => ({ label: capitalise(other), description: '', children: [] }));
}

const TASK_VERBS = ['Outline', 'Research', 'Decide on', 'Schedule', 'Review'];

function tasks(title: string, description: string): TodoDraft[] {
  const points = pointsOf(description);
  const result: TodoDraft[] = [];
  for (const point of points) {
    // A sentence listing several things becomes a task per clause.
    const parts = point.clauses.length > 1 && point.clauses.length <= 5 ? point.clauses : [point.text];
    for (const part of parts) {
      result.push({ title: capitalise(part), description: parts.length > 1 ? point.text : '' });
    }
  }
  const phrases = keyPhrases(title, description);
  const covered = result.map((task) => task.title.toLowerCase()).join(' ');
  let verb = 0;
  for (const phrase of phrases) {
    if (result.length >= 4) break;
    if (covered.includes(phrase.toLowerCase())) continue;
    result.push({
      title: `${TASK_VERBS[verb % TASK_VERBS.length]} ${phrase.toLowerCase()}`,
      description: '',
    });
    verb += 1;
  }
  if (result.length === 0) result.push({ title: `Outline ${title}`, description: '' });
  return result;
}

const HIGH = /\b(urgent|asap|critical|must|blocker|blocking|deadline|today|first)\b/i;
const LOW = /\b(later|maybe|optional|nice to have|eventually|someday|if time)\b/i;
const DONE = /\b(done|finished|completed|shipped|already)\b/i;
const STARTED = /\b(started|ongoing|in progress|underway|currently|halfway)\b/i;

function cards(title: string, description: string): CardDraft[] {
  const drafted = tasks(title, description);
  return drafted.map((task, index): CardDraft => {
    const text = `${task.title} ${task.description}`;
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

function children(request: Omit<DraftRequest, 'signal'>): LeafDraft[] {
  const existing = new Set((request.siblings ?? []).map((label) => label.toLowerCase()));
  const pathText = (request.path ?? []).join('. ');
  const candidates: LeafDraft[] = [
    ...pointsOf(request.description).flatMap((point) =>
      point.clauses.map((clause) => ({ label: labelOf(clause), description: point.text })),
    ),
    ...keyPhrases(request.title, `${request.description}\n${pathText}`)
      .filter((phrase) => phrase.toLowerCase() !== request.title.toLowerCase())
      .map((phrase) => ({ label: capitalise(phrase), description: '' })),
  ];
  const topic = words(request.title).join(' ').toLowerCase();
  for (const facet of ['Goals', 'Next steps', 'Questions']) {
    candidates.push({ label: `${facet}: ${topic}`, description: '' });
  }
  const result: LeafDraft[] = [];
  for (const candidate of candidates) {
    const key = candidate.label.toLowerCase();
    if (existing.has(key)) continue;
    existing.add(key);
    result.push(candidate);
  }
  return result;
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
