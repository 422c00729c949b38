/** Messages between the server and the thread that runs PGlite (pglite-thread.ts, pglite-worker.ts). */

export interface PgliteThreadOptions {
  /** PGlite's data directory. */
  dir: string;
  /** Schema every statement works in. */
  schema: string;
  /**
   * URL of a module whose default export, given the data directory, returns an FsObserver (see
   * pglite-durable-fs.ts) told of every write and sync of the thread; for tests that simulate a power cut.
   */
  observer?: string;
}

export interface StatementResult {
  rows: unknown[];
  affectedRows: number | undefined;
}

/**
 * `exec` runs a script of statements without parameters (the last result is kept); `query` one statement,
 * after `before` (a script without parameters) when given.
 */
export type Command =
  | { kind: 'query'; sql: string; parameters: unknown[]; before?: string }
  | { kind: 'exec'; sql: string }
  | { kind: 'close' };

export type Request = Command & { id: number };

/** What an error carries across the thread boundary: its message and PostgreSQL fields (code, detail…). */
export type SerialisedError = { message: string } & Record<string, unknown>;

export type Response =
  | { id: number; ok: true; result: StatementResult | null }
  | { id: number; ok: false; error: SerialisedError };

/** The first message from the thread: PGlite opened, or why not. */
export type Ready = { ready: true } | { ready: false; error: SerialisedError };

export function serialiseError(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { ...fields, message: error.message };
}

export function deserialiseError(serialised: SerialisedError): Error {
  const { message, ...fields } = serialised;
  return Object.assign(new Error(message), fields);
}
