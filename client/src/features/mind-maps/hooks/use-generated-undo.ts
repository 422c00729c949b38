import { useEffect, useRef } from 'react';
import type * as Y from 'yjs';
import type { Generation } from '@shared/schema/generation';
import { readGeneratedChanges, undoGenerated } from '@shared/schema/mindmap-generated';
import { tidyMindmap } from '@shared/layout/tidy-map';
import { startedHere } from '@client/lib/ai/started-here';
import type { ForeignStep } from '@client/lib/collab/use-undo-manager';

/** A run that ended longer ago than this is not news to this page: it is no step of this visit's history. */
const RECENT_MS = 2 * 60_000;

/**
 * Makes an AI draft or an Expand with AI that this browser started one step of this person's undo
 * history, once it has ended: the server wrote it, so no local transaction holds it; its record in the
 * document (mindmap-generated.ts) says what it added and moved, and Undo removes that, keeping what
 * someone else has changed since. A collaborator's generation never becomes a step here.
 */
export function useGeneratedUndo(
  doc: Y.Doc,
  mapId: string,
  generation: Generation | null,
  pushForeign: (step: ForeignStep) => boolean,
): void {
  const adopted = useRef(new Set<string>());
  useEffect(() => {
    if (!generation || generation.status === 'running' || adopted.current.has(generation.startedAt)) return;
    if (!startedHere('mindmap', mapId, generation.startedAt)) return;
    if (Date.now() - Date.parse(generation.heartbeatAt) > RECENT_MS) return;
    const changes = readGeneratedChanges(doc);
    if (changes.added.length === 0) return;
    // A tidy map is re-laid in the same step, as after any other removal.
    const undo = (target: Y.Doc) => {
      undoGenerated(target, changes);
      tidyMindmap(target);
    };
    if (pushForeign({ undo })) {
      adopted.current.add(generation.startedAt);
    }
  }, [doc, mapId, generation, pushForeign]);
}
