import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { entriesByAuthor, uniqueAuthors, type Author } from '@server/collab/authors';

const member: Author = { kind: 'member', userId: 'u1' };
const token: Author = { kind: 'token', tokenId: 't1', name: 'Script', userId: 'u1' };

/** Updates that each set one key of a Y.Map, in order. */
function updates(count: number): Uint8Array[] {
  const doc = new Y.Doc();
  const made: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => made.push(update));
  for (let n = 0; n < count; n += 1) doc.getMap('m').set(`k${n}`, n);
  return made;
}

describe('entriesByAuthor', () => {
  it('makes one log entry an author, never two authors in one, and loses no update', () => {
    const [a, b, c] = updates(3);
    const entries = entriesByAuthor([
      { update: a!, author: member },
      { update: b!, author: token },
      { update: c!, author: { kind: 'member', userId: 'u1' } },
    ]);
    expect(entries.map((entry) => entry.authors)).toEqual([[member], [token]]);
    const replayed = new Y.Doc();
    for (const entry of entries) Y.applyUpdate(replayed, entry.update);
    expect(replayed.getMap('m').toJSON()).toEqual({ k0: 0, k1: 1, k2: 2 });
  });
});

describe('uniqueAuthors', () => {
  it('keeps each author once, whatever order its keys came in', () => {
    const fromJsonb = JSON.parse('{"name":"Script","kind":"token","userId":"u1","tokenId":"t1"}') as Author;
    expect(uniqueAuthors([member, token, fromJsonb, { kind: 'member', userId: 'u1' }])).toEqual([
      member,
      token,
    ]);
  });
});
