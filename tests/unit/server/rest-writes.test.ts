import type { Document } from '@hocuspocus/server';
import { Mutex } from 'async-mutex';
import { describe, expect, it } from 'vitest';
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
const settled = async (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('createRestWrites', () => {
  it('lets a write join the store under way until it reads the document, and the next store after', async () => {
    const stores: Array<{ first: number[]; late: number[] }> = [];
    const firstStep = gate();
    const commit = gate();
    let calls = 0;
    const writes = createRestWrites({
      sizes: { add: () => undefined } as unknown as SizeLimit,
      commit: async () => undefined,
      retries: { succeeded: () => undefined, retry: () => undefined } as unknown as StoreRetries,
      documentStore: {
        async store(_name: string, _document: unknown, _reason?: string, appending?: Appending) {
          calls += 1;
          const first = [...appending!.updates].map((bytes) => bytes[0]!);
          if (calls === 1) await firstStep.opened;
          appending!.close();
          stores.push({ first, late: appending!.updates.slice(first.length).map((bytes) => bytes[0]!) });
          if (calls === 1) await commit.opened;
          return true;
        },
      },
    });
    const document = { saveMutex: new Mutex() } as unknown as Document;

    const one = writes.save('mindmap:m', document, update(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The first store has begun and not read the document yet: the second write joins it.
    const two = writes.save('mindmap:m', document, update(2));
    firstStep.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // It has read the document: the third write waits for the next store.
    const three = writes.save('mindmap:m', document, update(3));
    expect(await settled(one)).toBe(false);
    commit.open();
    await Promise.all([one, two, three]);
    expect(stores).toEqual([
      { first: [1], late: [2] },
      { first: [3], late: [] },
    ]);
  });
});
