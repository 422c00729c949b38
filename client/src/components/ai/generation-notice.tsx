import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { observeGeneration, readGeneration, type Generation } from '@shared/schema/generation';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { IconButton } from '@client/components/ui/icon-button';
import { AI_CREATION_FAILED, stopGeneration, type DraftKind } from '@client/lib/ai/ai-drafts';
import { startedHere } from '@client/lib/ai/started-here';
import { deviceFlag, setDeviceFlag } from '@client/lib/device-flags';
import './generation-notice.css';

export const DRAFTED_OFFLINE = 'Drafted offline from your title and description (no AI model is configured)';
export const EXPANDED_OFFLINE = 'Ideas drafted offline from the branch (no AI model is configured)';
export const GENERATION_STOPPED = 'Generation stopped; what arrived is kept.';
/** How often a running generation is read again while nothing changes (a heartbeat gone quiet reads failed). */
const RECHECK_MS = 15_000;

/** How long after its end a generation's outcome is still news to someone who opens the document. */
const RECENT_END_MS = 60_000;

interface GenerationView {
  generation: Generation | null;
  /** Whether this view saw it running, or it ended within the last minute: its end is news here. */
  news: boolean;
}

function view(doc: Y.Doc, before?: GenerationView): GenerationView {
  const generation = readGeneration(doc);
  const now = Date.now();
  const recent = !!generation && now - Date.parse(generation.heartbeatAt) < RECENT_END_MS;
  return {
    generation,
    news:
      (!!before?.news && before.generation?.status === 'running') ||
      generation?.status === 'running' ||
      recent,
  };
}

/** The document's generation, followed live: every viewer sees the same state at once, whoever changed it. */
export function useGeneration(doc: Y.Doc): GenerationView {
  const [state, setState] = useState(() => view(doc));
  useEffect(() => {
    const read = () => setState((before) => view(doc, before));
    const timer = setInterval(read, RECHECK_MS);
    const unobserve = observeGeneration(doc, read);
    return () => {
      clearInterval(timer);
      unobserve();
    };
  }, [doc]);
  return state;
}

const noteKey = (kind: DraftKind, id: string, startedAt: string) =>
  `mindlane:draft-note:${kind}:${id}:${startedAt}`;

/**
 * Whether the note that the local generator drafted this document is done with: dismissed, or the document
 * edited here since the draft ended. Remembered on the device, per draft.
 */
function useDraftNoteDone(
  kind: DraftKind,
  id: string,
  doc: Y.Doc,
  generation: Generation | null,
): [boolean, () => void] {
  const key = generation ? noteKey(kind, id, generation.startedAt) : null;
  const [dismissedHere, setDismissedHere] = useState<string | null>(null);
  const done = key !== null && (dismissedHere === key || deviceFlag(key, false));
  const running = generation?.status === 'running';
  useEffect(() => {
    if (running || done || key === null) return;
    // The user's own edit ends the note: shared/schema writes with no origin, while peers' updates, the
    // device copy and this browser's own upkeep (merging, re-laying a map) carry one.
    const edited = (transaction: Y.Transaction) => {
      if (!transaction.local || transaction.origin !== null) return;
      setDismissedHere(key);
      setDeviceFlag(key);
    };
    doc.on('afterTransaction', edited);
    return () => doc.off('afterTransaction', edited);
  }, [doc, running, done, key]);
  const dismiss = () => {
    if (key === null) return;
    setDismissedHere(key);
    setDeviceFlag(key);
  };
  return [done, dismiss];
}

function progressText(generation: Generation): string {
  const what = generation.nodeId ? 'Expanding with AI...' : 'Generating...';
  return generation.items > 0 ? `${what} ${generation.items} added` : what;
}

/**
 * The AI state of an open map, list or board, read from its document: 'Generating...' (or 'Expanding with
 * AI...' for a node) with the count added so far and Stop while it runs (anyone who can edit may stop it,
 * from any browser); then, in the browser that asked for it or stopped it, done or stopped when this view saw it run or
 * it ended in the last minute; 'AI creation failed' on the same terms in any browser, a failed draft that left the document empty at any time; and whether the local generator drafted it. Nothing for a
 * document no generation ever touched.
 */
export function GenerationNotice({
  kind,
  id,
  doc,
  readOnly = false,
  floating = false,
}: {
  kind: DraftKind;
  id: string;
  doc: Y.Doc;
  readOnly?: boolean;
  /** Over the content (a canvas that takes the whole page) rather than above it. */
  floating?: boolean;
}) {
  const { generation, news } = useGeneration(doc);
  const [noteDone, dismissNote] = useDraftNoteDone(kind, id, doc, generation);
  const [stopping, setStopping] = useState(false);
  const [stopFailed, setStopFailed] = useState(false);
  const [stoppedHere, setStoppedHere] = useState(false);
  if (!generation) return null;
  const running = generation.status === 'running';
  const stop = async () => {
    setStopping(true);
    setStopFailed(false);
    try {
      await stopGeneration(kind, id);
      setStoppedHere(true);
    } catch {
      setStopFailed(true);
    } finally {
      setStopping(false);
    }
  };
  const { status } = generation;
  // The outcome is news to the browser that asked for it (or stopped it), while it is recent; others saw
  // it arrive.
  const ended = news && !running && (stoppedHere || startedHere(kind, id, generation.startedAt));
  const failed = status === 'failed' && (news || (generation.items === 0 && !generation.nodeId));
  const offline =
    generation.engine === 'offline' &&
    (generation.nodeId ? (running || ended ? EXPANDED_OFFLINE : null) : noteDone ? null : DRAFTED_OFFLINE);
  if (!running && !ended && !failed && !offline) return null;
  return (
    <div className={`generation-notice${floating ? ' generation-notice--floating' : ''}`} role="status">
      {running && (
        <span className="generation-notice__running">
          {progressText(generation)}
          {!readOnly && (
            <Button
              variant="secondary"
              size="sm"
              onClick={stop}
              loading={stopping}
              loadingLabel="Stopping..."
            >
              Stop
            </Button>
          )}
        </span>
      )}
      {stopFailed && running && <Alert tone="error">Could not stop the generation. Please try again.</Alert>}
      {failed && <Alert tone="error">{AI_CREATION_FAILED}</Alert>}
      {ended && status === 'stopped' && <span>{GENERATION_STOPPED}</span>}
      {ended && status === 'done' && (
        <span>{`Done: ${generation.items} ${generation.items === 1 ? 'item' : 'items'} added.`}</span>
      )}
      {offline && (
        <span className="generation-notice__offline">
          {offline}
          {!running && (
            <IconButton size="sm" variant="ghost" label="Dismiss note" icon={<X />} onClick={dismissNote} />
          )}
        </span>
      )}
    </div>
  );
}
