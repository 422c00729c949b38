import { describe, expect, it } from 'vitest';
import {
  outlineKeyAction,
  type OutlineKeyRow,
} from '@client/features/mind-maps/components/editor/outline-keys';

const press = (
  key: string,
  modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});
const item = (fields: Partial<OutlineKeyRow> = {}): OutlineKeyRow => ({
  row: 3,
  count: 10,
  expanded: -1,
  parentRow: 1,
  isRoot: false,
  ...fields,
});

describe('outlineKeyAction', () => {
  it('moves to the previous and next visible item, and to the first and last', () => {
    expect(outlineKeyAction(press('ArrowDown'), item())).toEqual({ kind: 'focus', row: 4 });
    expect(outlineKeyAction(press('ArrowUp'), item())).toEqual({ kind: 'focus', row: 2 });
    expect(outlineKeyAction(press('Home'), item())).toEqual({ kind: 'focus', row: 0 });
    expect(outlineKeyAction(press('End'), item())).toEqual({ kind: 'focus', row: 9 });
    expect(outlineKeyAction(press('ArrowDown'), item({ row: 9 }))).toBeNull();
    expect(outlineKeyAction(press('ArrowUp'), item({ row: 0, parentRow: -1, isRoot: true }))).toBeNull();
  });

  it('expands a folded item with →, or goes to its first child when it is open', () => {
    expect(outlineKeyAction(press('ArrowRight'), item({ expanded: 0 }))).toEqual({
      kind: 'fold',
      folded: false,
    });
    expect(outlineKeyAction(press('ArrowRight'), item({ expanded: 1 }))).toEqual({ kind: 'focus', row: 4 });
    expect(outlineKeyAction(press('ArrowRight'), item({ expanded: -1 }))).toBeNull();
  });

  it('folds an open item with ←, or goes to its parent; the root stays open', () => {
    expect(outlineKeyAction(press('ArrowLeft'), item({ expanded: 1 }))).toEqual({
      kind: 'fold',
      folded: true,
    });
    expect(outlineKeyAction(press('ArrowLeft'), item({ expanded: 0 }))).toEqual({ kind: 'focus', row: 1 });
    expect(outlineKeyAction(press('ArrowLeft'), item({ expanded: -1 }))).toEqual({ kind: 'focus', row: 1 });
    const root = item({ row: 0, expanded: 1, parentRow: -1, isRoot: true });
    expect(outlineKeyAction(press('ArrowLeft'), root)).toBeNull();
  });

  it('leaves the tree with Escape', () => {
    expect(outlineKeyAction(press('Escape'), item())).toEqual({ kind: 'leave' });
  });

  it('hands the editing keys, and any key with a modifier, to the canvas keyboard', () => {
    for (const key of ['Tab', 'Enter', 'F2', 'Delete', ' ', '?', 'm']) {
      expect(outlineKeyAction(press(key), item())).toEqual({ kind: 'canvas' });
    }
    expect(outlineKeyAction(press('z', { ctrlKey: true }), item())).toEqual({ kind: 'canvas' });
    expect(outlineKeyAction(press('ArrowDown', { ctrlKey: true }), item())).toEqual({ kind: 'canvas' });
  });
});
