import { OutgoingMessage } from '@hocuspocus/server';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { isAcknowledgement } from '../../../server/src/collab/acknowledgements';

describe('isAcknowledgement', () => {
  const address = 'todolist:0b7e3c52-2b0f-4a4e-9d5e-2f6f3a0c1d11';

  it('recognises the "saved" sync status, with a plain or a session address', () => {
    expect(isAcknowledgement(new OutgoingMessage(address).writeSyncStatus(true).toUint8Array())).toBe(true);
    expect(
      isAcknowledgement(new OutgoingMessage(`${address}\0session-7`).writeSyncStatus(true).toUint8Array()),
    ).toBe(true);
  });

  it('lets everything else through: refusals, document updates and awareness', () => {
    const doc = new Y.Doc();
    doc.getMap('meta').set('title', 'Launch');
    expect(isAcknowledgement(new OutgoingMessage(address).writeSyncStatus(false).toUint8Array())).toBe(false);
    expect(
      isAcknowledgement(
        new OutgoingMessage(address)
          .createSyncMessage()
          .writeUpdate(Y.encodeStateAsUpdate(doc))
          .toUint8Array(),
      ),
    ).toBe(false);
    // An update whose last two bytes happen to read like a sync status is still not one.
    const lookalike = new OutgoingMessage(address)
      .createSyncMessage()
      .writeUpdate(new Uint8Array([0, 0, 8, 1]));
    expect(isAcknowledgement(lookalike.toUint8Array())).toBe(false);
  });
});
