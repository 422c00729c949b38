import type { ServerChild } from '../sync/processes';

/**
 * Memory an instance keeps. Its resident size at any moment is mostly how much garbage V8 has let pile up
 * since its last full collection (on this machine a loaded instance was seen at 676 MiB resident, 273 MiB
 * after one), so growth is judged on the size after a full collection, asked for through the instance's
 * inspector (docs/decisions.md, "The chaos run").
 */

/** The Node flag that opens an instance's inspector on a free port, for `settledRss`. */
export const INSPECTOR_FLAG = '--inspect=127.0.0.1:0';

const INSPECTOR_LINE = /Debugger listening on (ws:\/\/\S+)/;
const PATIENCE_MS = 10_000;

/** Runs one full garbage collection in the instance through its inspector; false when it could not. */
function collectGarbage(inspectorUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(inspectorUrl);
    const done = (collected: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(collected);
    };
    const timer = setTimeout(() => done(false), PATIENCE_MS);
    socket.addEventListener('open', () =>
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })),
    );
    socket.addEventListener('message', (event) => {
      const answer = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
      if (answer.id === 1) done(answer.error === undefined);
    });
    socket.addEventListener('error', () => done(false));
  });
}

/** The instance's resident size in bytes right after a full garbage collection; null when not measurable. */
export async function settledRss(server: ServerChild): Promise<number | null> {
  const inspectorUrl = INSPECTOR_LINE.exec(server.output())?.[1];
  if (!inspectorUrl || !(await collectGarbage(inspectorUrl))) return null;
  return server.rss();
}

/** One instance slot's memory over the run, in bytes (null: not measured). */
export interface MemoryFigure {
  instance: number;
  /** Right after a full collection at the end of the warm-up: the size growth is judged against. */
  settledAfterWarmup: number | null;
  /** The largest size right after a full collection: each process's just before it is killed, and at the end. */
  settledPeak: number | null;
  /** Resident size as it stood at the end of the warm-up, at its largest (sampled each second), at the end. */
  rssAfterWarmup: number | null;
  rssPeak: number | null;
  rssEnd: number | null;
}

/** Counts a size measured after a full collection towards the slot's peak. */
export function noteSettled(figure: MemoryFigure, bytes: number | null): void {
  if (bytes !== null) figure.settledPeak = Math.max(figure.settledPeak ?? 0, bytes);
}

/** Counts a resident size sampled as it stood towards the slot's peak. */
export function noteRss(figure: MemoryFigure, bytes: number | null): void {
  if (bytes !== null) figure.rssPeak = Math.max(figure.rssPeak ?? 0, bytes);
}
