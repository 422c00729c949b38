import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { withoutUpdateListeners } from '@server/collab/yjs-updates';

describe('withoutUpdateListeners', () => {
  it('applies with no update listener, so nothing is encoded, and puts the listeners back after', () => {
    const source = new Y.Doc();
    source.getMap('nodes').set('root', 'Plan');
    const document = new Y.Doc();
    const seen: Uint8Array[] = [];
    document.on('update', (update: Uint8Array) => seen.push(update));

    withoutUpdateListeners(document, () => Y.applyUpdate(document, Y.encodeStateAsUpdate(source)));
    expect(document.getMap('nodes').get('root')).toBe('Plan');
    expect(seen).toHaveLength(0);

    document.getMap('nodes').set('child', 'Launch');
    expect(seen).toHaveLength(1);
  });

  it('puts the listeners back when applying throws', () => {
    const document = new Y.Doc();
    const seen: Uint8Array[] = [];
    document.on('update', (update: Uint8Array) => seen.push(update));
    expect(() =>
      withoutUpdateListeners(document, () => {
        throw new Error('not an update');
      }),
    ).toThrow('not an update');
    document.getMap('nodes').set('root', 'Plan');
    expect(seen).toHaveLength(1);
  });
});
