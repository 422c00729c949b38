import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eventually } from '../../tests/helpers/http';

export interface ServerChild {
  child: ChildProcess;
  url: string;
  /** performance.now() when the process was started. */
  startedAt: number;
  /** The process's output from its start (its first 100,000 characters). */
  output(): string;
  /** Resident memory of the process in bytes, or null where /proc is not available. */
  rss(): number | null;
  stop(): Promise<void>;
}

/** A server process that did not come up: how it ended and everything it printed. */
export class ServerStartError extends Error {
  constructor(
    entry: string,
    what: string,
    readonly code: number | null,
    readonly signal: string | null,
    readonly output: string,
    cause?: unknown,
  ) {
    super(`${entry} ${what} (exit code ${code}, signal ${signal}):\n${output || '(no output)'}`, { cause });
  }
}

/**
 * Runs a TypeScript entry point in its own Node process (with `nodeFlags`) and waits for the `"url":"…"`
 * line it logs.
 */
export async function spawnServer(
  entry: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<ServerChild> {
  const startedAt = performance.now();
  // BENCH_PROFILE_DIR: write a CPU profile of each server process there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...nodeFlags, '--import', 'tsx', path.resolve(entry)], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let head = '';
  const keep = (chunk: Buffer) => {
    if (head.length < 100_000) head += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // BENCH_SERVER_LOG: append each server process's output to that file too.
  if (process.env.BENCH_SERVER_LOG) {
    const log = fs.createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // 'close' comes after the last output has been read: a start that failed is reported with all of it.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const outcome = await eventually(
    () => {
      const url = /"url":"(http:\/\/[^"]+)"/.exec(head)?.[1];
      if (url) return { url };
      if (child.exitCode !== null || child.signalCode !== null) return { url: null };
      return null;
    },
    60_000,
    50,
  ).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await closed;
    throw new ServerStartError(entry, 'did not log its URL within 60 s', null, 'SIGKILL', head, error);
  });
  if (outcome.url === null) {
    await closed;
    throw new ServerStartError(entry, 'exited before listening', child.exitCode, child.signalCode, head);
  }
  const url = outcome.url;
  return {
    child,
    url,
    startedAt,
    output: () => head,
    rss() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
        return kilobytes ? Number(kilobytes) * 1024 : null;
      } catch {
        return null;
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
