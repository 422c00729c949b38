import { parentPort, workerData } from 'node:worker_threads';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  DURABLE_START_PARAMS,
  DurableNodeFS,
  flushOnce,
  renameDurably,
  type FsObserver,
} from './pglite-durable-fs';
import { PGLITE_PARSERS, PGLITE_SERIALIZERS } from './type-parsers';
import {
  serialiseError,
  type PgliteThreadOptions,
  type Ready,
  type Request,
  type Response,
  type StatementResult,
} from './pglite-protocol';

function createPglite(dir: string, observer?: FsObserver) {
  return PGlite.create({
    fs: new DurableNodeFS(dir, observer),
    startParams: DURABLE_START_PARAMS,
    parsers: PGLITE_PARSERS,
    serializers: PGLITE_SERIALIZERS,
  });
}

/**
 * Opens PGlite so that a commit is on the disk before it returns (see pglite-durable-fs.ts). A new
 * database is made beside `dir`, flushed, and renamed into place, so a crash while initdb writes leaves no
 * half-made directory.
 */
async function openDurably(dir: string, observerUrl: string | undefined): Promise<PGlite> {
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const fresh = `${dir}.new`;
    fs.rmSync(fresh, { recursive: true, force: true });
    await (await createPglite(fresh)).close();
    flushOnce(fresh);
    if (fs.existsSync(dir)) fs.rmdirSync(dir); // only ever an empty directory: never remove data
    renameDurably(fresh, dir);
  }
  flushOnce(dir);
  const observer = observerUrl
    ? ((await import(observerUrl)) as { default(dir: string): FsObserver }).default(dir)
    : undefined;
  return createPglite(dir, observer);
}

/**
 * The thread that owns PGlite. PGlite runs each statement synchronously in WebAssembly; here that work
 * leaves the server's event loop free for sockets. Requests are answered in the order they arrive.
 */
async function main() {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker runs as a worker thread');
  const { dir, schema, observer: observerUrl } = workerData as PgliteThreadOptions;
  let pglite: PGlite;
  try {
    pglite = await openDurably(dir, observerUrl);
    if (schema !== 'public') {
      await pglite.exec(`create schema if not exists ${schema}; set search_path to ${schema};`);
    }
  } catch (error) {
    port.postMessage({ ready: false, error: serialiseError(error) } satisfies Ready);
    return;
  }
  port.postMessage({ ready: true } satisfies Ready);

  async function run(request: Request): Promise<StatementResult | null> {
    switch (request.kind) {
      case 'query': {
        if (request.before) await pglite.exec(request.before);
        const result = await pglite.query(request.sql, request.parameters);
        return { rows: result.rows, affectedRows: result.affectedRows };
      }
      case 'exec': {
        const last = (await pglite.exec(request.sql)).at(-1);
        return { rows: last?.rows ?? [], affectedRows: last?.affectedRows };
      }
      case 'close':
        await pglite.close();
        return null;
    }
  }

  let queue = Promise.resolve();
  port.on('message', (request: Request) => {
    queue = queue.then(async () => {
      let response: Response;
      try {
        response = { id: request.id, ok: true, result: await run(request) };
      } catch (error) {
        response = { id: request.id, ok: false, error: serialiseError(error) };
      }
      port.postMessage(response);
      if (request.kind === 'close') port.close();
    });
  });
}

void main();
