import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '@server/plugins/app/search/search-cursor';
import { itemKeys } from '@server/plugins/app/search/search-keys';
import { indexRow } from '@server/plugins/app/search/search-sources';
import { SNIPPET_MAX, snippetOf, termRanges } from '@server/plugins/app/search/snippets';

const shown = ({ snippet, highlights }: ReturnType<typeof snippetOf>) =>
  highlights.map(([start, end]) => snippet.slice(start, end));

describe('snippetOf', () => {
  it('keeps a short text whole, its line breaks as spaces, one for one', () => {
    const text = 'Ask the hall\nwhether the conference fits';
    const result = snippetOf(text, termRanges(text, ['conf'])!);
    expect(result.snippet).toBe('Ask the hall whether the conference fits');
    expect(shown(result)).toEqual(['conf']);
  });

  it('cuts a long text around its first match, at a word, with ellipses and the highlights moved', () => {
    const text = `${'lorem ipsum '.repeat(30)}the conference dinner ${'dolor sit '.repeat(30)}`;
    const result = snippetOf(text, termRanges(text, ['conference', 'dinner'])!);
    expect(result.snippet.startsWith('…')).toBe(true);
    expect(result.snippet.endsWith('…')).toBe(true);
    expect(result.snippet.length).toBeLessThanOrEqual(SNIPPET_MAX + 2);
    expect(result.snippet.slice(1, 2)).not.toBe(' ');
    expect(shown(result)).toEqual(['conference', 'dinner']);
  });

  it('never splits a surrogate pair at either end', () => {
    const text = `${'😀'.repeat(100)} match ${'😀'.repeat(100)}`;
    const { snippet } = snippetOf(text, termRanges(text, ['match'])!);
    expect(snippet).not.toMatch(/\p{Cs}/u);
  });
});

describe('termRanges', () => {
  it('marks each term that matches on its own, in the original text', () => {
    expect(termRanges('École et conférence', ['ecole', 'conf', 'zebra'])).toEqual([
      [0, 5],
      [9, 13],
    ]);
    expect(termRanges('nothing here', ['zebra'])).toBeNull();
  });
});

describe('the search cursor', () => {
  it('carries a page position and refuses anything it did not make', () => {
    const row = {
      tier: 2,
      updated_at: new Date('2026-07-01T09:15:00.123Z'),
      document_name: 'board:93c3718d-648f-4ba3-b2db-854e0c8237eb',
      kind: 'card',
      item_id: 'c1',
    };
    expect(decodeCursor(encodeCursor(row))).toEqual({
      tier: 2,
      updatedAt: row.updated_at,
      documentName: row.document_name,
      kind: 'card',
      itemId: 'c1',
    });
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'not-base64-json',
      made([4, row.updated_at.toISOString(), row.document_name, 'card', 'c1']),
      made([0, 'yesterday', row.document_name, 'card', 'c1']),
      made([0, row.updated_at.toISOString(), 'board:not-an-id', 'card', 'c1']),
      made([0, row.updated_at.toISOString(), row.document_name, 'lane', 'c1']),
      made([0, row.updated_at.toISOString(), row.document_name, 'card', '\u0000']),
      made({ tier: 0 }),
    ]) {
      expect(decodeCursor(cursor), cursor).toBeUndefined();
    }
  });
});

describe('indexRow', () => {
  it("stores folded words spaced, the head of the title and the workspace's keys of both texts", () => {
    const row = indexRow('w', 'mindmap:x', {
      kind: 'node',
      itemId: 'n',
      title: 'École Normale',
      body: 'a 東京',
      updatedAt: new Date(0),
    });
    expect(row).toMatchObject({ title_words: ' ecole normale ', body_words: ' a 東京 ', head: 'e' });
    expect(row.pairs).toEqual(itemKeys('w', ['ecole', 'normale'], ['a', '東京']));
    expect(
      indexRow('w', 'mindmap:x', {
        ...row,
        kind: 'node',
        itemId: 'n',
        title: '',
        body: '',
        updatedAt: new Date(0),
      }),
    ).toMatchObject({ title_words: ' ', body_words: ' ', head: '', pairs: [] });
    const single = { kind: 'todo' as const, itemId: 't', body: '', updatedAt: new Date(0) };
    // A first word of one character is marked whole: a one-character query ranks it first.
    expect(indexRow('w', 'todolist:x', { ...single, title: 'P plan' }).head).toBe('p ');
    expect(indexRow('w', 'todolist:x', { ...single, title: 'Plan' }).head).toBe('p');
    expect(indexRow('w', 'todolist:x', { ...single, title: '東京' }).head).toBe('東');
  });
});
