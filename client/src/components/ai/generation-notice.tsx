import { useEffect, useState } from 'react';
import type { AiGeneration } from '@shared/api/ai';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { AI_CREATION_FAILED, readGeneration, stopGeneration, type DraftKind } from '@client/lib/ai/ai-drafts';
import './generation-notice.css';

export const DRAFTED_OFFLINE = 'Drafted offline from your title and description (no AI model is configured)';

/**
 * The AI state of an open map, list or board: 'Generating...' with Stop while it fills (anyone who can
 * edit may stop it, from any browser), the failure, and whether the local generator drafted it. Nothing
 * for a document no generation ever touched.
 */
export function GenerationNotice({
  kind,
  id,
  readOnly = false,
  floating = false,
}: {
  kind: DraftKind;
  id: string;
  readOnly?: boolean;
  /** Over the content (a canvas that takes the whole page) rather than above it. */
  floating?: boolean;
}) {
  const [generation, setGeneration] = useState<AiGeneration | null>(null);
  const [stopping, setStopping] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const state = await readGeneration(kind, id, controller.signal);
        setGeneration(state);
        if (state.status === 'running') timer = setTimeout(poll, 1000);
      } catch {
        // The notice is a hint; the document itself shows what arrived.
      }
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [kind, id]);

  if (!generation?.status) return null;
  const stop = async () => {
    setStopping(true);
    try {
      await stopGeneration(kind, id);
      setGeneration(await readGeneration(kind, id));
    } finally {
      setStopping(false);
    }
  };
  return (
    <div className={`generation-notice${floating ? ' generation-notice--floating' : ''}`} role="status">
      {generation.status === 'running' && (
        <span className="generation-notice__running">
          Generating...
          {!readOnly && (
            <Button variant="secondary" size="sm" onClick={stop} disabled={stopping}>
              Stop
            </Button>
          )}
        </span>
      )}
      {generation.status === 'failed' && <Alert tone="error">{AI_CREATION_FAILED}</Alert>}
      {generation.status === 'stopped' && <span>Generation stopped; what arrived is kept.</span>}
      {generation.engine === 'offline' && (
        <span className="generation-notice__offline">{DRAFTED_OFFLINE}</span>
      )}
    </div>
  );
}
