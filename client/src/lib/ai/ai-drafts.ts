import { useCallback, useState } from 'react';
import { markStartedHere } from './started-here';
import {
  aiExpandNodeResponse,
  aiCreateBoardResponse,
  aiCreateMindmapResponse,
  aiCreateTodoResponse,
  aiGenerationSchema,
  type AiGeneration,
} from '@shared/api/ai';
import type { GenerationEngine } from '@shared/schema/generation';
import { api, ApiError, FN } from '../api-client';

/**
 * AI drafting for every create dialog: POST the title and description, then wait until the new document
 * holds its first item (or the generation ended) before the dialog opens it, so a generation that fails
 * at once shows the dialog's 'AI creation failed' instead of an empty page.
 */

export type DraftKind = 'mindmap' | 'todolist' | 'board';
export const AI_CREATION_FAILED = 'AI creation failed';
/** The spec's text for a to-do list drafted from a map node that failed. */
export const AI_LIST_FAILED = 'Something went wrong while generating your list. Please try again.';

export interface DraftInput {
  title: string;
  description: string;
  /** A map node the new to-do list is linked to. */
  nodeId?: string;
}

export interface Drafted {
  kind: DraftKind;
  id: string;
  engine: GenerationEngine;
  /** The map a node's list was linked to. */
  mindmapId: string | null;
  /** Where the app shows the new item. */
  path: string;
}

const PATHS: Record<DraftKind, (id: string) => string> = {
  mindmap: (id) => `/maps/${id}`,
  todolist: (id) => `/todos/${id}`,
  board: (id) => `/kanban/${id}`,
};

export async function readGeneration(
  kind: DraftKind,
  id: string,
  signal?: AbortSignal,
): Promise<AiGeneration> {
  return aiGenerationSchema.parse(await api(`/api/ai-generation?kind=${kind}&id=${id}`, { signal }));
}

export async function stopGeneration(kind: DraftKind, id: string): Promise<void> {
  await api(`/api/ai-generation/stop?kind=${kind}&id=${id}`, { method: 'POST' });
}

/**
 * Expand with AI: asks for new children of a map node; they stream into the map's document (every viewer
 * sees them arrive) and the map's generation shows the progress. Resolves at once; throws an ApiError.
 */
export async function expandNode(mindmapId: string, nodeId: string): Promise<void> {
  const at = Date.now();
  aiExpandNodeResponse.parse(
    await api('/api/ai-expand-node', { method: 'POST', body: { mindmapId, nodeId } }),
  );
  markStartedHere('mindmap', mindmapId, at);
}

/** What to say when starting a generation was refused: the server's reason for a refusal it explains. */
export function aiFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return error.serverMessage ?? AI_CREATION_FAILED;
  if (error instanceof ApiError && [400, 404, 409].includes(error.status)) return error.message;
  return AI_CREATION_FAILED;
}

/** Starts a draft and resolves once it shows something; throws with the server's text or AI_CREATION_FAILED. */
export async function createDraft(
  kind: DraftKind,
  input: DraftInput,
  options: { untilDone?: boolean; signal?: AbortSignal } = {},
): Promise<Drafted> {
  const body = { title: input.title.trim(), description: input.description.trim() };
  const at = Date.now();
  let drafted: Omit<Drafted, 'path' | 'kind'>;
  if (kind === 'mindmap') {
    const answer = aiCreateMindmapResponse.parse(
      await api('/api/ai-create-mindmap', { method: 'POST', body }),
    );
    drafted = { id: answer.mindmapId, engine: answer.engine, mindmapId: answer.mindmapId };
  } else if (kind === 'todolist') {
    const path = input.nodeId ? `${FN}/ai-create-todo` : '/api/ai-create-todo';
    const answer = aiCreateTodoResponse.parse(
      await api(path, { method: 'POST', body: input.nodeId ? { ...body, nodeId: input.nodeId } : body }),
    );
    drafted = { id: answer.id, engine: answer.engine, mindmapId: answer.mindmap_id };
  } else {
    const prompt = body.description || body.title;
    const answer = aiCreateBoardResponse.parse(
      await api('/api/ai-create-board', { method: 'POST', body: { ...body, prompt } }),
    );
    drafted = { id: answer.id, engine: answer.engine, mindmapId: null };
  }
  markStartedHere(kind, drafted.id, at);
  for (;;) {
    const state = await readGeneration(kind, drafted.id, options.signal);
    if (state.status === 'failed') throw new ApiError(500, AI_CREATION_FAILED);
    if (state.status !== 'running' || (!options.untilDone && state.items > 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  return { ...drafted, kind, path: PATHS[kind](drafted.id) };
}

/**
 * The create dialogs' hook: `draft(kind, input)` resolves to the new item (navigate to `path`) or to the
 * text to show (a plan limit's message, else 'AI creation failed'); `running` drives 'Generating...'.
 */
export function useAiDraft() {
  const [running, setRunning] = useState(false);
  const draft = useCallback(
    async (kind: DraftKind, input: DraftInput, options: { untilDone?: boolean } = {}) => {
      setRunning(true);
      try {
        return { drafted: await createDraft(kind, input, options) };
      } catch (error) {
        return { failure: aiFailureText(error) };
      } finally {
        setRunning(false);
      }
    },
    [],
  );
  return { draft, running };
}
