import { describe, expect, it } from 'vitest';
import { structuralEqual } from '@shared/structural-equal';

describe('structuralEqual', () => {
  it('compares primitives by value, NaN included', () => {
    expect(structuralEqual(1, 1)).toBe(true);
    expect(structuralEqual('a', 'a')).toBe(true);
    expect(structuralEqual(NaN, NaN)).toBe(true);
    expect(structuralEqual(null, null)).toBe(true);
    expect(structuralEqual(1, '1')).toBe(false);
    expect(structuralEqual(null, undefined)).toBe(false);
    expect(structuralEqual(0, null)).toBe(false);
  });

  it('compares nested arrays and plain objects by content', () => {
    const view = () => ({
      meta: { title: 'Plan', schemaVersion: 1 },
      todos: [
        { id: 'a', title: 'One', completed: false },
        { id: 'b', title: 'Two', completed: true },
      ],
    });
    expect(structuralEqual(view(), view())).toBe(true);
    const changed = view();
    changed.todos[1]!.completed = false;
    expect(structuralEqual(view(), changed)).toBe(false);
  });

  it('tells apart arrays of different length or order, and arrays from objects', () => {
    expect(structuralEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(structuralEqual([1, 2], [2, 1])).toBe(false);
    expect(structuralEqual([], {})).toBe(false);
    expect(structuralEqual({}, [])).toBe(false);
  });

  it('treats a missing key and a key holding undefined as different', () => {
    expect(structuralEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(structuralEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
  });

  it('compares Dates by time, Maps and Sets by content', () => {
    expect(structuralEqual(new Date(5), new Date(5))).toBe(true);
    expect(structuralEqual(new Date(5), new Date(6))).toBe(false);
    expect(structuralEqual(new Map([['a', { x: 1 }]]), new Map([['a', { x: 1 }]]))).toBe(true);
    expect(structuralEqual(new Map([['a', 1]]), new Map([['b', 1]]))).toBe(false);
    expect(structuralEqual(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(structuralEqual(new Set(['a']), new Set(['b']))).toBe(false);
  });

  it('compares class instances and functions by identity only', () => {
    class Point {
      constructor(readonly x: number) {}
    }
    const point = new Point(1);
    expect(structuralEqual(point, point)).toBe(true);
    expect(structuralEqual(new Point(1), new Point(1))).toBe(false);
    expect(structuralEqual({ x: 1 }, new Point(1))).toBe(false);
    expect(
      structuralEqual(
        () => 1,
        () => 1,
      ),
    ).toBe(false);
  });
});
