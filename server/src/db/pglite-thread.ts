import { Worker } from 'node:worker_threads';
import {
  deserialiseError,
  type PgliteThreadOptions,
  type Ready,
  type Request,
  type Command,
  type Response,
  type StatementResult,
} from './pglite-protocol';

type Pending = { resolve(result: StatementResult | null): void; reject(error: Error): void };

/** The statements the session pool needs from PGlite, whether it runs here or in its own thread. */
export interface PgliteSession {
  /** One statement; `before`, a script without parameters (a transaction's begin), runs first. */
  query(sql: string, parameters: unknown[], before?: string): Promise<StatementResult>;
  exec(sql: string): Promise<StatementResult>;
  close(): Promise<void>;
}

/**
 * Opens PGlite in a worker thread (pglite-worker.ts) and talks to it by message. The worker loads its
 * TypeScript through tsx, as the server itself does.
 */
export async function openPgliteThread(options: PgliteThreadOptions): Promise<PgliteSession> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
    workerData: options,
    // A profiled server (--cpu-prof, as bench/rest's BENCH_PROFILE runs it) profiles its database thread too.
    execArgv: [...process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')), '--import', 'tsx'],
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let exited: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (ready: Ready) =>
      ready.ready ? resolve() : reject(deserialiseError(ready.error)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The database thread exited while opening (code ${code})`)),
    );
  });

  worker.on('message', (response: Response) => {
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response.result);
    else waiting.reject(deserialiseError(response.error));
  });
  const fail = (error: Error) => {
    exited = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database thread exited (code ${code})`)));

  function send(command: Command): Promise<StatementResult | null> {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...command, id } satisfies Request);
    });
  }

  return {
    query: async (sql, parameters, before) => (await send({ kind: 'query', sql, parameters, before }))!,
    exec: async (sql) => (await send({ kind: 'exec', sql }))!,
    async close() {
      await send({ kind: 'close' });
      await worker.terminate();
    },
  };
}
