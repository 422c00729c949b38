import { describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { DocumentViewCache } from '@client/lib/collab/document-view-cache';
import { structuralEqual } from '@shared/structural-equal';
import { addTodo, createInboxDoc, getTodo, observeInbox, readInbox, updateTodo } from '@shared/schema/inbox';

function inboxWithTwo() {
  const doc = createInboxDoc();
  const first = addTodo(doc, { title: 'First' })!;
  const second = addTodo(doc, { title: 'Second' })!;
  return { doc, first, second };
}

describe('the document view cache', () => {
  it('keeps the same value, by identity, when an unrelated record changes', () => {
    const { doc, first, second } = inboxWithTwo();
    const cache = new DocumentViewCache<ReturnType<typeof getTodo>>();
    const read = (d: Y.Doc) => getTodo(d, first);
    let notified = 0;
    const stop = cache.subscribe(doc, observeInbox, () => (notified += 1));
    const before = cache.snapshot(doc, read, structuralEqual);

    updateTodo(doc, second, { title: 'Second, renamed' });
    expect(notified).toBe(1);
    expect(cache.snapshot(doc, read, structuralEqual)).toBe(before);

    updateTodo(doc, first, { title: 'First, renamed' });
    const after = cache.snapshot(doc, read, structuralEqual);
    expect(after).not.toBe(before);
    expect(after?.title).toBe('First, renamed');
    stop();
  });

  it('does not read again while nothing changed', () => {
    const { doc } = inboxWithTwo();
    const cache = new DocumentViewCache<number>();
    let reads = 0;
    const read = (d: Y.Doc) => {
      reads += 1;
      return readInbox(d).todos.length;
    };
    cache.subscribe(doc, observeInbox, () => undefined);
    cache.snapshot(doc, read, structuralEqual);
    cache.snapshot(doc, read, structuralEqual);
    cache.snapshot(doc, read, structuralEqual);
    expect(reads).toBe(1);
  });

  it('reads again for a new read function, a new document, or after subscribing', () => {
    const { doc, first, second } = inboxWithTwo();
    const cache = new DocumentViewCache<string | undefined>();
    const titleOf = (id: string) => (d: Y.Doc) => getTodo(d, id)?.title;
    expect(cache.snapshot(doc, titleOf(first), structuralEqual)).toBe('First');
    expect(cache.snapshot(doc, titleOf(second), structuralEqual)).toBe('Second');

    const other = createInboxDoc();
    const read = (d: Y.Doc) => readInbox(d).todos[0]?.title;
    expect(cache.snapshot(other, read, structuralEqual)).toBeUndefined();
    // An edit before the subscription is seen once subscribed.
    addTodo(other, { title: 'Early' });
    cache.subscribe(other, observeInbox, () => undefined);
    expect(cache.snapshot(other, read, structuralEqual)).toBe('Early');
  });

  it('gives null without a document and stops notifying after unsubscribe', () => {
    const { doc, first } = inboxWithTwo();
    const cache = new DocumentViewCache<unknown>();
    expect(cache.snapshot(null, () => 1, structuralEqual)).toBeNull();
    let notified = 0;
    const stop = cache.subscribe(doc, observeInbox, () => (notified += 1));
    stop();
    updateTodo(doc, first, { completed: true });
    expect(notified).toBe(0);
  });

  it('uses the equality it is given', () => {
    const { doc, first, second } = inboxWithTwo();
    const cache = new DocumentViewCache<ReturnType<typeof readInbox>>();
    const sameCount = (a: ReturnType<typeof readInbox>, b: ReturnType<typeof readInbox>) =>
      a.todos.length === b.todos.length;
    cache.subscribe(doc, observeInbox, () => undefined);
    const before = cache.snapshot(doc, readInbox, sameCount);
    updateTodo(doc, first, { title: 'Renamed' });
    expect(cache.snapshot(doc, readInbox, sameCount)).toBe(before);
    updateTodo(doc, second, { completed: true });
    addTodo(doc, { title: 'Third' });
    expect(cache.snapshot(doc, readInbox, sameCount)).not.toBe(before);
  });
});
