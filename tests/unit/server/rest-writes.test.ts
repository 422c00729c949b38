import type { Document } from '@hocuspocus/server';
import { Mutex } from 'async-mutex';
import { describe, expect, it } from 'vitest';
import { SYSTEM_AUTHOR } from '@server/collab/authors';
import type { Appending } from '@server/collab/document-store';
import { createRestWrites } from '@server/collab/rest-writes';
import type { SizeLimit } from '@server/collab/size-limit-extension';
import type { StoreRetries } from '@server/collab/store-retries';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const update = (n: number) => new Uint8Array([n]);

describe('createRestWrites', () => {
  it('lets a write join the store under way until it reads the document, and the next store after', async () => {
    const stores: Array<{ first: number[]; late: number[] }> = [];
    const events: string[] = [];
    const started = gate();
    const firstStep = gate();
    const read = gate();
    const commit = gate();
    let calls = 0;
    const writes = createRestWrites({
      sizes: { add: () => undefined } as unknown as SizeLimit,
      commit: async () => undefined,
      retries: { succeeded: () => undefined, retry: () => undefined } as unknown as StoreRetries,
      documentStore: {
        async store(_name: string, _document: unknown, _reason?: string, appending?: Appending) {
          calls += 1;
          const first = [...appending!.updates].map(({ update: bytes }) => bytes[0]!);
          if (calls === 1) {
            started.open();
            await firstStep.opened;
          }
          appending!.close();
          stores.push({
            first,
            late: appending!.updates.slice(first.length).map(({ update: bytes }) => bytes[0]!),
          });
          if (calls === 1) {
            read.open();
            await commit.opened;
            events.push('first store done');
          }
          return true;
        },
      },
    });
    const document = { saveMutex: new Mutex() } as unknown as Document;

    const one = writes
      .save('mindmap:m', document, update(1), SYSTEM_AUTHOR)
      .then(() => events.push('first write done'));
    await started.opened;
    // The first store has begun and not read the document yet: the second write joins it.
    const two = writes.save('mindmap:m', document, update(2), SYSTEM_AUTHOR);
    firstStep.open();
    await read.opened;
    // It has read the document: the third write waits for the next store.
    const three = writes.save('mindmap:m', document, update(3), SYSTEM_AUTHOR);
    commit.open();
    await Promise.all([one, two, three]);
    expect(stores).toEqual([
      { first: [1], late: [2] },
      { first: [3], late: [] },
    ]);
    // A write is done only once the store that took it is.
    expect(events).toEqual(['first store done', 'first write done']);
  });
});
