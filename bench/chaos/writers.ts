import { WebSocketStatus } from '@hocuspocus/provider';
import { openDocument, type DocumentClient } from '../../tests/helpers/collab';
import { createHttpClient, type HttpClient } from '../../tests/helpers/http';
import { editLive, editThroughRest, type ChaosDocument } from './documents';
import { Ledger, OwnItems, type Edit } from './ledger';

/**
 * The chaos run's writers: live clients editing through a load balancer (reconnecting as the browser app
 * does when their instance dies) and REST writers, each adding, renaming and deleting items of its own
 * (ledger.ts) and recording what the servers acknowledged.
 *
 * "Acknowledged" for a live client: the server answers each update it has appended to the update log with
 * a SyncStatus message, in order, on one connection, and the provider counts the updates not yet answered
 * (unsyncedChanges). An edit is acknowledged when, after it, that count reports 0 on the same connection it
 * was sent on. A reconnect resets the count, so an edit whose connection ended before the count reached 0 is
 * not known (it may still arrive: the next connection's sync carries it), and edits are made only on a
 * connection that is open and synced.
 */

/** Items each live client keeps in its document, and each REST writer in each document. */
const LIVE_KEEP = 6;
const REST_KEEP = 2;

export interface LiveWriter {
  document: ChaosDocument;
  client: DocumentClient;
  ledger: Ledger;
  /** Edits made. */
  made: number;
}

export interface RestWriter {
  ledger: Ledger;
  attempts: number;
  failures: number;
}

export interface Writers {
  live: LiveWriter[];
  rest: RestWriter[];
  /** Resolves once every live client has loaded its document. */
  synced(): Promise<void>;
  /** Stops writing; the live clients stay connected. */
  stop(): Promise<void>;
  close(): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A copy of `session`'s cookies on a client of the server at `baseUrl`, as a browser tab there. */
export function sessionOn(session: HttpClient, baseUrl: string): HttpClient {
  const client = createHttpClient(baseUrl);
  for (const [key, value] of session.cookies) client.cookies.set(key, value);
  return client;
}

function startLiveWriter(
  document: ChaosDocument,
  index: number,
  options: { session: HttpClient; route: () => string; editEveryMs: number; running: () => boolean },
): { writer: LiveWriter; loop: Promise<void> } {
  const client = openDocument(options.route(), document.name, {
    client: options.session,
    route: options.route,
  });
  const writer: LiveWriter = { document, client, ledger: new Ledger(), made: 0 };
  const own = new OwnItems(LIVE_KEEP);
  const pending: Edit[] = [];
  const { provider, socket } = client;
  // What the ended connection did not acknowledge is not known, whatever the next one's count says.
  const connectionEnded = () => pending.splice(0).forEach((edit) => writer.ledger.unknown(edit));
  socket.on('disconnect', connectionEnded);
  provider.on('close', connectionEnded);
  provider.on('unsyncedChanges', ({ number }: { number: number }) => {
    if (number === 0) pending.splice(0).forEach((edit) => writer.ledger.acknowledge(edit));
  });

  async function loop() {
    // Spread the clients' edits over the interval.
    await pause((index * 37) % options.editEveryMs);
    while (options.running()) {
      const open = socket.status === WebSocketStatus.Connected && provider.isSynced;
      if (open && !client.refused()) {
        const planned = own.next(document, `live.${index}.${(writer.made += 1)}`);
        const edit = { ...planned, id: editLive(document, client.doc, planned) };
        own.made(edit);
        pending.push(edit);
      }
      await pause(options.editEveryMs * (0.5 + Math.random()));
    }
  }
  return { writer, loop: loop() };
}

function startRestWriter(
  documents: readonly ChaosDocument[],
  index: number,
  options: { session: HttpClient; route: () => string; pauseMs: number; running: () => boolean },
): { writer: RestWriter; loop: Promise<void> } {
  const writer: RestWriter = { ledger: new Ledger(), attempts: 0, failures: 0 };
  const own = documents.map(() => new OwnItems(REST_KEEP));
  async function loop() {
    while (options.running()) {
      const which = (index + writer.attempts) % documents.length;
      const document = documents[which]!;
      const edit = own[which]!.next(document, `rest.${index}.${(writer.attempts += 1)}`);
      const answer = await editThroughRest(document, sessionOn(options.session, options.route()), edit).catch(
        () => null,
      );
      own[which]!.made(edit, answer?.id ?? edit.id);
      if (answer?.acknowledged) writer.ledger.acknowledge(edit);
      else {
        writer.ledger.unknown(edit);
        writer.failures += 1;
      }
      await pause(options.pauseMs);
    }
  }
  return { writer, loop: loop() };
}

/**
 * Starts `clients` live writers spread evenly over the documents and `restWriters` REST writers taking the
 * documents in turn, every one reaching the instances through `route`.
 */
export function startWriters(
  documents: readonly ChaosDocument[],
  options: {
    session: HttpClient;
    route: () => string;
    clients: number;
    restWriters: number;
    editEveryMs: number;
    restPauseMs: number;
  },
): Writers {
  let running = true;
  const common = { ...options, running: () => running };
  const live = Array.from({ length: options.clients }, (_, index) =>
    startLiveWriter(documents[index % documents.length]!, index, common),
  );
  const rest = Array.from({ length: options.restWriters }, (_, index) =>
    startRestWriter(documents, index, { ...common, pauseMs: options.restPauseMs }),
  );
  return {
    live: live.map((entry) => entry.writer),
    rest: rest.map((entry) => entry.writer),
    async synced() {
      await Promise.all(live.map((entry) => entry.writer.client.synced()));
    },
    async stop() {
      running = false;
      await Promise.all([...live, ...rest].map((entry) => entry.loop));
    },
    close() {
      for (const entry of live) entry.writer.client.close();
    },
  };
}
