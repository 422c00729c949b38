import { describe, expect, it } from 'vitest';
import { formatDocumentName, parseDocumentName } from '@shared/schema/document-name';

const id = '0b7e4c2a-1f3d-4e5a-9b8c-7d6e5f4a3b2c';

describe('document names', () => {
  it('parses each of the four kinds with a lower-case uuid', () => {
    for (const kind of ['mindmap', 'todolist', 'board', 'inbox'] as const) {
      expect(parseDocumentName(`${kind}:${id}`)).toEqual({ kind, id });
    }
  });

  it('formats names that parse back to the same kind and id', () => {
    expect(formatDocumentName('board', id)).toBe(`board:${id}`);
    expect(parseDocumentName(formatDocumentName('inbox', id))).toEqual({ kind: 'inbox', id });
  });

  it.each([
    ['an unknown kind', `cards:${id}`],
    ['a missing colon', `board${id}`],
    ['an empty id', 'board:'],
    ['a non-uuid id', 'board:root'],
    ['an upper-case uuid (a second spelling of the same document)', `board:${id.toUpperCase()}`],
    ['an upper-case kind', `Board:${id}`],
    ['trailing text', `board:${id}:x`],
    ['surrounding spaces', ` board:${id}`],
    ['a path', `board:../${id}`],
    ['a uuid without dashes', `board:${id.replaceAll('-', '')}`],
    ['an empty name', ''],
  ])('refuses %s', (_label, name) => {
    expect(parseDocumentName(name)).toBeNull();
  });

  it('refuses to format a name it would not parse', () => {
    expect(() => formatDocumentName('board', 'not-a-uuid')).toThrow(/Invalid document id/);
    expect(() => formatDocumentName('cards' as 'board', id)).toThrow(/Unknown document kind/);
  });
});
