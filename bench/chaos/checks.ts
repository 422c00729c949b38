import { WebSocketStatus } from '@hocuspocus/provider';
import { eventually, type HttpClient } from '../../tests/helpers/http';
import { liveTexts, liveView, restTexts, type ChaosDocument } from './documents';
import type { InstancePool } from './instances';
import { sessionOn, type Writers } from './writers';

/** What the end of a chaos run found, once the writers stopped and every instance is up. */
export interface EndState {
  acknowledgedLive: number;
  acknowledgedRest: number;
  /** Texts the end state must show, and texts an acknowledged rename or delete took away. */
  expected: number;
  gone: number;
  /** Live clients still not connected and synced with nothing unacknowledged at the deadline. */
  unsettled: number;
  /**
   * Acknowledged texts missing from at least one live client, and from at least one instance's REST reads;
   * then texts an acknowledged rename or delete took away that one of them still shows.
   */
  lostInClients: string[];
  lostInRest: string[];
  backInClients: string[];
  backInRest: string[];
  /** Documents whose live copies differ. */
  diverged: string[];
}

const missingFrom = (expected: Set<string>, present: Iterable<string>) => {
  const seen = new Set(present);
  return [...expected].filter((text) => !seen.has(text));
};
const stillIn = (gone: Set<string>, present: Iterable<string>) =>
  [...present].filter((text) => gone.has(text));

/**
 * Waits (at most `withinMs` for each stage) until the live clients have settled and converged and the REST
 * reads of every instance show every acknowledged item, then reports what is still missing or different.
 */
export async function checkEnd(
  pool: InstancePool,
  writers: Writers,
  documents: readonly ChaosDocument[],
  owner: HttpClient,
  withinMs: number,
): Promise<EndState> {
  const expected = new Map(documents.map((document) => [document.name, new Set<string>()]));
  const gone = new Map(documents.map((document) => [document.name, new Set<string>()]));
  for (const { ledger } of [...writers.live, ...writers.rest]) {
    for (const [text, document] of ledger.present) expected.get(document.name)!.add(text);
    for (const [text, document] of ledger.gone) gone.get(document.name)!.add(text);
  }

  const settled = (writer: Writers['live'][number]) =>
    writer.client.socket.status === WebSocketStatus.Connected &&
    writer.client.provider.isSynced &&
    !writer.client.provider.hasUnsyncedChanges;
  await eventually(() => writers.live.every(settled), withinMs, 100).catch(() => undefined);

  const byDocument = documents.map((document) => ({
    document,
    clients: writers.live.filter((writer) => writer.document === document).map((writer) => writer.client),
  }));
  const liveLost = () =>
    byDocument.flatMap(({ document, clients }) =>
      clients.flatMap((client) => missingFrom(expected.get(document.name)!, liveTexts(document, client.doc))),
    );
  const liveBack = () =>
    byDocument.flatMap(({ document, clients }) =>
      clients.flatMap((client) => stillIn(gone.get(document.name)!, liveTexts(document, client.doc))),
    );
  const diverged = () =>
    byDocument
      .filter(
        ({ document, clients }) => new Set(clients.map((client) => liveView(document, client.doc))).size > 1,
      )
      .map(({ document }) => document.name);
  await eventually(
    () => liveLost().length === 0 && liveBack().length === 0 && diverged().length === 0,
    withinMs,
    100,
  ).catch(() => undefined);

  const readers = pool.urls().map((url) => sessionOn(owner, url));
  const restRead = async () => {
    const lost: string[] = [];
    const back: string[] = [];
    for (const document of documents) {
      for (const reader of readers) {
        const texts = (await restTexts(document, reader).catch(() => null)) ?? [];
        lost.push(...missingFrom(expected.get(document.name)!, texts));
        back.push(...stillIn(gone.get(document.name)!, texts));
      }
    }
    return { lost, back };
  };
  let inRest = await restRead();
  await eventually(
    async () => {
      inRest = await restRead();
      return inRest.lost.length === 0 && inRest.back.length === 0;
    },
    withinMs,
    500,
  ).catch(() => undefined);

  return {
    acknowledgedLive: writers.live.reduce((sum, writer) => sum + writer.ledger.acknowledged, 0),
    acknowledgedRest: writers.rest.reduce((sum, writer) => sum + writer.ledger.acknowledged, 0),
    expected: [...expected.values()].reduce((sum, texts) => sum + texts.size, 0),
    gone: [...gone.values()].reduce((sum, texts) => sum + texts.size, 0),
    unsettled: writers.live.filter((writer) => !settled(writer)).length,
    lostInClients: [...new Set(liveLost())],
    lostInRest: [...new Set(inRest.lost)],
    backInClients: [...new Set(liveBack())],
    backInRest: [...new Set(inRest.back)],
    diverged: diverged(),
  };
}
