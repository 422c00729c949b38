import type { GenerationEngine } from '@shared/schema/generation';
import type { DraftTask } from './drafts';

/** What a generation asks an engine for. The texts are the author's and untrusted. */
export interface DraftRequest {
  task: DraftTask;
  title: string;
  description: string;
  /** For Expand: the labels from the root down to the node being expanded, then its existing children. */
  path?: string[];
  siblings?: string[];
  signal: AbortSignal;
}

export interface DraftUsage {
  promptTokens: number | null;
  completionTokens: number | null;
}

/**
 * An engine writes the answer `{"items": [...]}` as text, in pieces as they come; the caller finds the
 * items, checks and adds them. Both engines sit behind this one interface.
 */
export interface AiEngine {
  readonly engine: GenerationEngine;
  readonly model: string;
  draft(request: DraftRequest, onText: (text: string) => void): Promise<DraftUsage>;
}

/** A generation that ended without a usable answer; `message` is for the log, never for the author. */
export class DraftError extends Error {}
