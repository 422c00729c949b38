import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { createBoardDoc } from '@shared/schema/board';
import { addCard } from '@shared/schema/board-cards';
import { cleanText, hasUnstorableText, readString, readTimestamp } from '@shared/schema/fields';
import { addedItemIds } from '@shared/schema/items';
import { addNode, createMindmapDoc, updateNode } from '@shared/schema/mindmap';

function field(value: unknown): Y.Map<unknown> {
  const doc = new Y.Doc();
  const map = doc.getMap<unknown>('record');
  map.set('value', value);
  return map;
}

describe('cleanText', () => {
  it('drops NUL, replaces lone surrogates and keeps whole pairs', () => {
    expect(cleanText('a\u0000b')).toBe('ab');
    expect(cleanText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(cleanText('emoji \uD83D\uDE00')).toBe('emoji \uD83D\uDE00');
  });

  it('cuts at the limit without leaving half a pair behind', () => {
    expect(cleanText('abcdef', 3)).toBe('abc');
    expect(cleanText('ab\uD83D\uDE00', 3)).toBe('ab\uFFFD');
  });

  it('tells text REST must refuse from text it may keep', () => {
    expect(hasUnstorableText('fine \uD83D\uDE00')).toBe(false);
    expect(hasUnstorableText('nul\u0000')).toBe(true);
    expect(hasUnstorableText('\uDFFF')).toBe(true);
  });

  it('runs in linear time on a megabyte of surrogates', () => {
    const started = performance.now();
    expect(cleanText('\uD800'.repeat(1_000_000), Infinity)).toHaveLength(1_000_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('readString and readTimestamp', () => {
  it('read what a hostile peer wrote as text a table can store', () => {
    expect(readString(field('a\u0000\uD800'), 'value')).toBe('a\uFFFD');
    expect(readString(field('x'.repeat(600)), 'value', '', 500)).toHaveLength(500);
    expect(readString(field(42), 'value', 'fallback')).toBe('fallback');
  });

  it('keep real ISO timestamps and refuse dates that do not exist', () => {
    for (const good of ['2024-02-29T10:00:00.000Z', '2025-01-01T00:00:00Z', '2025-06-01T12:00:00+02:00']) {
      expect(readTimestamp(field(good), 'value')).toBe(good);
    }
    for (const bad of [
      '2024-02-30T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '0000-01-01T00:00:00Z',
      'yesterday',
      '',
      7,
    ]) {
      expect(readTimestamp(field(bad), 'value'), String(bad)).toBe('');
    }
  });

  it('give the same verdict on a timestamp read again, and its own fallback each time', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(readTimestamp(field('2024-02-30T00:00:00Z'), 'value', `fallback ${round}`)).toBe(
        `fallback ${round}`,
      );
      expect(readTimestamp(field('2024-02-29T00:00:00Z'), 'value', 'unused')).toBe('2024-02-29T00:00:00Z');
    }
    expect(readTimestamp(field(`2024-02-29T00:00:00Z${' '.repeat(40)}`), 'value')).toBe('');
  });
});

describe('addedItemIds', () => {
  const updatesOf = (doc: Y.Doc, change: () => void) => {
    const updates: Uint8Array[] = [];
    const listener = (update: Uint8Array) => updates.push(update);
    doc.on('update', listener);
    change();
    doc.off('update', listener);
    return updates.flatMap((update) => addedItemIds(kindOf(doc), Y.decodeUpdate(update).structs));
  };
  const kinds = new WeakMap<Y.Doc, 'mindmap' | 'board'>();
  const kindOf = (doc: Y.Doc) => kinds.get(doc)!;

  it('names the nodes an update adds to a map, and not the fields it edits', () => {
    const doc = createMindmapDoc({ title: 'Map', mapId: '00000000-0000-4000-8000-000000000001' });
    kinds.set(doc, 'mindmap');
    const root = '00000000-0000-4000-8000-000000000001';
    expect(
      updatesOf(doc, () => addNode(doc, { id: 'child', parentId: root, label: 'C', x: 0, y: 0 })),
    ).toEqual(['child']);
    expect(updatesOf(doc, () => updateNode(doc, 'child', { label: 'D' }))).toEqual([]);
  });

  it('names the cards an update adds to a board', () => {
    const doc = createBoardDoc({ title: 'Board' });
    kinds.set(doc, 'board');
    let id: string | null = null;
    const added = updatesOf(doc, () => {
      id = addCard(doc, { columnId: 'new', title: 'Card' });
    });
    expect(added).toEqual([id]);
  });
});
