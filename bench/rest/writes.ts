import autocannon from 'autocannon';
import { FN } from '../../tests/helpers/accounts';
import type { Seeded } from './seed';

/**
 * The REST write routes of bench/rest, each to one document (every connection writes the same map, list or
 * board) and spread over the first workspace's ten maps, ten lists and ten boards. Bodies are made per
 * request, so every create is new and every change changes something.
 */

export interface WriteTargets {
  mapIds: string[];
  /** Node ids (not the root) per map, in the order of mapIds. */
  nodeIds: string[][];
  listIds: string[];
  todoIds: string[][];
  boardIds: string[];
  /** Card ids and two lanes outside Done per board. */
  cards: Array<{ ids: string[]; lanes: [string, string] }>;
}

export interface WriteRoute {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  /** Whether the write targets apply: they are set for ten connections on one document, not spread over many. */
  targeted: boolean;
  /** The path and body of the n-th request. */
  request(n: number, targets: WriteTargets): { path: string; body: unknown };
}

const SPREAD = 10;
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;
/** The document the n-th request goes to: always the first, or each of the first ten in turn. */
const documentOf = (spread: boolean, n: number) => (spread ? n % SPREAD : 0);
const itemOf = (spread: boolean, n: number) => (spread ? Math.floor(n / SPREAD) : n);

function routes(spread: boolean): WriteRoute[] {
  const where = spread ? `${SPREAD} docs` : 'one doc';
  const each: Array<Omit<WriteRoute, 'targeted'>> = [
    {
      name: `POST nodes (${where})`,
      method: 'POST',
      request: (n, t) => ({
        path: `${FN}/nodes`,
        body: { mindmapId: t.mapIds[documentOf(spread, n)], label: `Bench ${n}`, x: n % 997, y: 400 },
      }),
    },
    {
      name: `PATCH node (${where})`,
      method: 'PATCH',
      request: (n, t) => ({
        path: `${FN}/nodes/${pick(t.nodeIds[documentOf(spread, n)]!, itemOf(spread, n))}`,
        body: { label: `Renamed ${n}` },
      }),
    },
    {
      name: `POST todos (${where})`,
      method: 'POST',
      request: (n, t) => ({
        path: `${FN}/todos`,
        body: { title: `Bench task ${n}`, list_id: t.listIds[documentOf(spread, n)] },
      }),
    },
    {
      name: `PUT todoid (${where})`,
      method: 'PUT',
      request: (n, t) => ({
        path: `${FN}/todoid/${pick(t.todoIds[documentOf(spread, n)]!, itemOf(spread, n))}`,
        body: { title: `Task renamed ${n}` },
      }),
    },
    {
      name: `move card (${where})`,
      method: 'PATCH',
      request: (n, t) => {
        const board = t.cards[documentOf(spread, n)]!;
        const index = itemOf(spread, n);
        return {
          path: `/api/kanban/cards/${pick(board.ids, index)}/move`,
          body: { column_id: board.lanes[Math.floor(index / board.ids.length) % 2], position: 0 },
        };
      },
    },
  ];
  return each.map((route) => ({ ...route, targeted: !spread }));
}

export const WRITE_ROUTES: WriteRoute[] = [...routes(false), ...routes(true)];

async function json<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Reads, through the REST API, the ids the write routes change. */
export async function writeTargets(
  url: string,
  seeded: Seeded,
  headers: Record<string, string>,
): Promise<WriteTargets> {
  const mapIds = seeded.mapIds.slice(0, SPREAD);
  const listIds = seeded.listIds.slice(0, SPREAD);
  const boardIds = seeded.boardIds.slice(0, SPREAD);
  const nodeIds = await Promise.all(
    mapIds.map(async (id) => {
      const nodes = await json<Array<{ id: string; parentId: string | null }>>(
        `${url}${FN}/nodes?mindmapId=${id}`,
        headers,
      );
      return nodes.filter((node) => node.parentId !== null).map((node) => node.id);
    }),
  );
  const todoIds = await Promise.all(
    listIds.map(async (id) =>
      (await json<Array<{ id: string }>>(`${url}${FN}/todos?list_id=${id}`, headers)).map((todo) => todo.id),
    ),
  );
  const cards = await Promise.all(
    boardIds.map(async (id) => {
      const data = await json<{
        columns: Array<{ id: string }>;
        cards: Array<{ id: string; column_id: string }>;
      }>(`${url}${FN}/kanban-board-data?id=${id}`, headers);
      const lanes = data.columns.map((column) => column.id).filter((lane) => lane !== 'done');
      const ids = data.cards.filter((card) => card.column_id !== 'done').map((card) => card.id);
      return { ids, lanes: [lanes[0]!, lanes[1] ?? lanes[0]!] as [string, string] };
    }),
  );
  return { mapIds, nodeIds, listIds, todoIds, boardIds, cards };
}

/** An autocannon run's throughput and latency; it throws unless every answer was 2xx. */
export function figuresOf(name: string, result: autocannon.Result) {
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Drives one write route with autocannon; every answer must be 2xx. */
export async function measureWrite(
  url: string,
  route: WriteRoute,
  targets: WriteTargets,
  headers: Record<string, string>,
  options: { connections: number; seconds: number },
) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      {
        method: route.method,
        setupRequest: (request) => {
          const { path, body } = route.request(n, targets);
          n += 1;
          return { ...request, path, body: JSON.stringify(body) };
        },
      },
    ],
  });
  return { ...figuresOf(route.name, result), total: result.requests.total };
}
