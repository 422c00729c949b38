import type * as Y from 'yjs';
import { z } from 'zod';
import { readNumber, readString, writeFields } from './fields';

/**
 * The AI generation that fills a map, list or board: a top-level `generation` map of the document it
 * fills, so every viewer on every instance sees its state and any of them can stop it. The server writes
 * `running` with a heartbeat while items arrive, then `done` or `failed`; a viewer writes `stopped`, and the
 * server, which reads the status before each item it adds, stops there and keeps what arrived.
 */

export const GENERATION_TYPE = 'generation';
/** A `running` generation whose heartbeat is older than this was left by a stopped server: it failed. */
export const GENERATION_STALE_MS = 2 * 60_000;

export const generationStatusSchema = z.enum(['running', 'done', 'failed', 'stopped']);
export type GenerationStatus = z.infer<typeof generationStatusSchema>;
/** `model`: an OpenAI-compatible model; `offline`: the local outline generator. */
export const generationEngineSchema = z.enum(['model', 'offline']);
export type GenerationEngine = z.infer<typeof generationEngineSchema>;

export const generationSchema = z.object({
  status: generationStatusSchema,
  engine: generationEngineSchema,
  /** Items added so far. */
  items: z.number().int().nonnegative(),
  startedAt: z.string(),
  heartbeatAt: z.string(),
  /** The node a node-scoped generation (Expand with AI) adds to, else ''. */
  nodeId: z.string(),
});
export type Generation = z.infer<typeof generationSchema>;

const generationMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(GENERATION_TYPE);

/** The document's generation, or null when none ran; a running one with a stale heartbeat reads as failed. */
export function readGeneration(doc: Y.Doc, now: number = Date.now()): Generation | null {
  const map = generationMap(doc);
  const status = generationStatusSchema.safeParse(map.get('status'));
  if (!status.success) return null;
  const engine = generationEngineSchema.safeParse(map.get('engine'));
  const heartbeatAt = readString(map, 'heartbeatAt');
  const stale = status.data === 'running' && now - Date.parse(heartbeatAt) > GENERATION_STALE_MS;
  return {
    status: stale ? 'failed' : status.data,
    engine: engine.success ? engine.data : 'offline',
    items: Math.max(0, Math.trunc(readNumber(map, 'items'))),
    startedAt: readString(map, 'startedAt'),
    heartbeatAt,
    nodeId: readString(map, 'nodeId'),
  };
}

/** Marks a generation as running (the server, before the first item). */
export function beginGeneration(
  doc: Y.Doc,
  input: { engine: GenerationEngine; nodeId?: string; now?: Date },
): void {
  const at = (input.now ?? new Date()).toISOString();
  writeFields(generationMap(doc), {
    status: 'running',
    engine: input.engine,
    items: 0,
    startedAt: at,
    heartbeatAt: at,
    nodeId: input.nodeId ?? '',
  });
}

/**
 * Counts what an item added (a drafted branch counts each of its nodes) and moves the heartbeat (the
 * server, after each item).
 */
export function recordGeneratedItem(doc: Y.Doc, now: Date = new Date(), added = 1): void {
  const map = generationMap(doc);
  writeFields(map, { items: readNumber(map, 'items') + added, heartbeatAt: now.toISOString() });
}

/** Ends a running generation; a stopped one stays stopped. */
export function endGeneration(doc: Y.Doc, status: 'done' | 'failed'): void {
  const map = generationMap(doc);
  if (map.get('status') === 'running') writeFields(map, { status });
}

/** Asks a running generation to stop (any viewer with write access); false when none is running. */
export function stopGeneration(doc: Y.Doc): boolean {
  const generation = readGeneration(doc);
  if (generation?.status !== 'running') return false;
  writeFields(generationMap(doc), { status: 'stopped' });
  return true;
}

/** True while the server should keep adding items. */
export function isGenerationRunning(doc: Y.Doc): boolean {
  return readGeneration(doc)?.status === 'running';
}

export function observeGeneration(doc: Y.Doc, listener: () => void): () => void {
  const map = generationMap(doc);
  map.observe(listener);
  return () => map.unobserve(listener);
}
