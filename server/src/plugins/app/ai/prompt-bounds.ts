import { AI_DESCRIPTION_MAX, AI_TITLE_MAX } from '@shared/api/ai';
import { cleanText } from '@shared/schema/fields';
import type { AiEngine, DraftRequest } from './engine';

/**
 * What of a document may reach a model's prompt. The create routes already refuse a title over 200 or a
 * description over 4,000 characters; Expand reads a node, its branch and its children from a map, where a
 * label may hold 500 characters, a description 20,000 and a node any number of children. Every request is
 * bounded here, before any engine sees it, so the model and the local generator draft from the same text.
 */

/** Existing children named to the model (it is told not to repeat them; duplicates are refused anyway). */
export const SIBLINGS_MAX = 50;
/** Longest user message: about 3,000 tokens of context, well inside any model's window. */
export const PROMPT_MAX = 12_000;

type DraftInput = Omit<DraftRequest, 'signal'>;

/** The user message an engine sends: the request's texts as JSON data. */
export function userMessage(request: DraftInput): string {
  const context: Record<string, unknown> = { title: request.title, description: request.description };
  if (request.path) context.path_from_root = request.path;
  if (request.siblings) context.existing_children = request.siblings;
  return JSON.stringify(context);
}

/** At most `max` characters, storable; a cut text ends with an ellipsis so the model knows it was cut. */
function clip(value: string, max: number): string {
  if (value.length <= max) return cleanText(value, max);
  if (max <= 1) return '';
  return `${cleanText(value, max - 1).trimEnd()}…`;
}

/**
 * The request with each text capped (labels at 200, the description at 4,000, 50 children), then, while its
 * user message is over PROMPT_MAX, its least useful parts given up whole: the last children first, then the
 * end of the description, then the ancestors just below the root. The root and the node always stay, and
 * fit: with the title they are three labels of 200 characters, at most 3,600 once escaped as JSON.
 */
export function boundDraftRequest<T extends DraftInput>(request: T): T {
  const bounded = {
    ...request,
    title: clip(request.title, AI_TITLE_MAX),
    description: clip(request.description, AI_DESCRIPTION_MAX),
    path: request.path?.map((label) => clip(label, AI_TITLE_MAX)),
    siblings: request.siblings?.slice(0, SIBLINGS_MAX).map((label) => clip(label, AI_TITLE_MAX)),
  };
  const over = () => userMessage(bounded).length - PROMPT_MAX;
  while (over() > 0 && bounded.siblings?.length) bounded.siblings = bounded.siblings.slice(0, -1);
  if (over() > 0) {
    // The longest start of the description that fits (escaped as JSON, a character may take six).
    const whole = bounded.description;
    let [fits, tooLong] = [0, whole.length];
    while (tooLong - fits > 1) {
      const middle = Math.floor((fits + tooLong) / 2);
      bounded.description = clip(whole, middle);
      if (over() > 0) tooLong = middle;
      else fits = middle;
    }
    bounded.description = clip(whole, fits);
  }
  while (over() > 0 && bounded.path && bounded.path.length > 2) {
    bounded.path = [...bounded.path.slice(0, 1), ...bounded.path.slice(2)];
  }
  return bounded;
}

/** `engine`, given only bounded requests; the app's one engine is wrapped so, whichever it is. */
export function boundedEngine(engine: AiEngine): AiEngine {
  return {
    engine: engine.engine,
    model: engine.model,
    draft: (request, onText) => engine.draft(boundDraftRequest(request), onText),
  };
}
