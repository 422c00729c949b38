import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import pg from 'pg';
import { eventually } from '../../tests/helpers/http';

/**
 * A PostgreSQL and a Redis of the run's own, on free ports in temporary directories, so that a restart hits
 * nobody else (CI's services are shared by tests running in parallel). Both can be restarted on the same
 * port; stop() removes everything, whatever state the run left them in.
 */
export interface PrivateServices {
  databaseUrl: string;
  redisUrl: string;
  restartRedis(): Promise<void>;
  restartPostgres(): Promise<void>;
  stop(): Promise<void>;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The bin directory of the newest PostgreSQL installed from the machine's packages, if any. */
function postgresBinDir(): string | null {
  const versions = fs.existsSync(POSTGRES_ROOT)
    ? fs
        .readdirSync(POSTGRES_ROOT)
        .filter((version) => fs.existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

function onPath(program: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

/** Why the private services cannot run on this machine, or null when they can. */
export function missingServices(): string | null {
  if (!postgresBinDir()) return `no PostgreSQL server (initdb) under ${POSTGRES_ROOT}`;
  if (!onPath('redis-server')) return 'no redis-server on PATH';
  if (process.getuid?.() === 0 && !onPath('runuser')) return 'running as root without runuser';
  return null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const POSTGRES_USER = 'postgres';

function runPostgresTool(bin: string, args: string[]): void {
  const [command, fullArgs] = asRoot ? ['runuser', ['-u', POSTGRES_USER, '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

async function reachable(check: () => Promise<unknown>, what: string): Promise<void> {
  await eventually(
    async () => {
      await check();
      return true;
    },
    30_000,
    100,
  ).catch((error: unknown) => {
    throw new Error(`${what} did not come up: ${String(error)}`);
  });
}

async function postgresAnswers(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

function redisAnswers(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      if (data.toString().startsWith('+PONG')) resolve();
      else reject(new Error(data.toString()));
    });
  });
}

/** Starts the private PostgreSQL and Redis; call missingServices() first. */
export async function startPrivateServices(): Promise<PrivateServices> {
  const bin = postgresBinDir()!;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mindlane-chaos-'));
  const dataDir = path.join(root, 'pg');
  const redisDir = path.join(root, 'redis');
  fs.mkdirSync(dataDir);
  fs.mkdirSync(redisDir);
  if (asRoot) {
    // The temporary directory is root's alone; the postgres user must reach its own data directory in it.
    fs.chmodSync(root, 0o755);
    spawnSync('chown', ['-R', POSTGRES_USER, dataDir]);
  }
  let redis: ChildProcess | null = null;
  let postgresStarted = false;

  const pgPort = await freePort();
  const redisPort = await freePort();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const pgCtl = path.join(bin, 'pg_ctl');
  const postgresOptions = `-p ${pgPort} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;

  async function startRedis(): Promise<void> {
    // No persistence: a restart loses everything Redis held, as a crash would.
    redis = spawn(
      'redis-server',
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        redisDir,
      ],
      { stdio: 'ignore' },
    );
    await reachable(() => redisAnswers(redisPort), 'redis-server');
  }

  async function stopRedis(): Promise<void> {
    const child = redis;
    redis = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async function startPostgres(): Promise<void> {
    runPostgresTool(pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      postgresOptions,
      '-w',
      'start',
    ]);
    postgresStarted = true;
    await reachable(() => postgresAnswers(databaseUrl), 'PostgreSQL');
  }

  function stopPostgres(): void {
    if (!postgresStarted) return;
    postgresStarted = false;
    try {
      runPostgresTool(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped: nothing to do but remove its files.
    }
  }

  async function stop(): Promise<void> {
    await stopRedis();
    stopPostgres();
    fs.rmSync(root, { recursive: true, force: true });
    // Only now: should the process end while this runs, the 'exit' listener still cleans up.
    process.off('exit', onExit);
  }

  // Should the process end without reaching stop() (an uncaught error, a signal turned into exit), the
  // servers and their files still go: only synchronous work runs in an 'exit' listener.
  const onExit = () => {
    redis?.kill('SIGKILL');
    stopPostgres();
    fs.rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  try {
    runPostgresTool(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await startPostgres();
    await startRedis();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    databaseUrl,
    redisUrl,
    async restartRedis() {
      await stopRedis();
      await startRedis();
    },
    async restartPostgres() {
      // An immediate stop is a crash: PostgreSQL recovers from its write-ahead log when it starts again.
      runPostgresTool(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      await startPostgres();
    },
    stop,
  };
}
