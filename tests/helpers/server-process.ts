import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eventually } from './http';
import { freshDatabaseEnv } from './test-app';

const MAIN = path.resolve('server/src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Runs `server/src/main.ts` (or `entry`, a script that starts the server its own way) as its own process,
 * the way `npm start` does, and waits until it listens (`readyWithinMs`, 90 s by default: the wait ends
 * when it listens, and a loaded machine may take longer than an idle one to load the server's modules).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { waitForReady?: boolean; entry?: string; readyWithinMs?: number } = {},
) {
  // One process (tsx as a loader, not its wrapper) so that a signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? MAIN], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = { child, url: '', output: () => output, exited };
  if (options.waitForReady === false) return server;
  const url = await eventually<string>(
    () => {
      if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      return match?.[1];
    },
    options.readyWithinMs ?? 90_000,
    50,
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`The server did not start (${String(error)}):\n${output}`);
  });
  return { ...server, url };
}

/**
 * The server processes a test starts and what it leaves behind (databases, directories): `stopAll`, for
 * afterEach, kills the processes still running and then runs the clean-ups.
 */
export function serverProcesses() {
  const running: ServerProcess[] = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  return {
    async start(env: Record<string, string>, options?: Parameters<typeof spawnServer>[1]) {
      const server = await spawnServer(env, options);
      running.push(server);
      return server;
    },
    onCleanup(cleanup: () => Promise<unknown>) {
      cleanups.push(cleanup);
    },
    /**
     * The environment of a server process with a database of its own (dropped by stopAll), an OS-chosen
     * port, no Redis, and `settings`.
     */
    async ownDatabaseEnv(settings: Record<string, string> = {}) {
      const database = await freshDatabaseEnv();
      cleanups.push(database.drop);
      return { PORT: '0', DATABASE_URL: '', REDIS_URL: '', ...settings, ...database.env };
    },
    async stopAll() {
      for (const server of running.splice(0)) {
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
        await server.exited;
      }
      for (const cleanup of cleanups.splice(0)) await cleanup();
    },
  };
}
