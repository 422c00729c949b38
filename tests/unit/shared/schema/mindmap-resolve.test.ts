import { describe, expect, it } from 'vitest';
import { type ParentLink, childrenOf, isAncestorOrSelf, resolveTree } from '@shared/schema/mindmap-resolve';

const parentsOf = (links: ParentLink[]) => Object.fromEntries(resolveTree(links, 'root').parents);

describe('resolveTree', () => {
  it('keeps a consistent tree as stored', () => {
    const links = [
      { id: 'root', parentId: null },
      { id: 'a', parentId: 'root' },
      { id: 'b', parentId: 'a' },
    ];
    expect(resolveTree(links, 'root').rootId).toBe('root');
    expect(parentsOf(links)).toEqual({ root: null, a: 'root', b: 'a' });
  });

  it('has no root for an empty map', () => {
    expect(resolveTree([], 'root')).toEqual({ rootId: null, parents: new Map() });
  });

  it('hangs a second parentless node under the node with the root id', () => {
    const links = [
      { id: 'aaa', parentId: null },
      { id: 'root', parentId: null },
    ];
    expect(parentsOf(links)).toEqual({ root: null, aaa: 'root' });
  });

  it('without the root id, makes the parentless node with the smallest id the root', () => {
    const links = [
      { id: 'm', parentId: null },
      { id: 'c', parentId: null },
      { id: 'x', parentId: 'm' },
    ];
    const tree = resolveTree(links, 'root');
    expect(tree.rootId).toBe('c');
    expect(Object.fromEntries(tree.parents)).toEqual({ c: null, m: 'c', x: 'm' });
  });

  it('makes the smallest id the root when every node has a parent (all in cycles)', () => {
    const links = [
      { id: 'b', parentId: 'a' },
      { id: 'a', parentId: 'b' },
    ];
    const tree = resolveTree(links, 'root');
    expect(tree.rootId).toBe('a');
    expect(Object.fromEntries(tree.parents)).toEqual({ a: null, b: 'a' });
  });

  it('ignores a parent link stored on the root', () => {
    const links = [
      { id: 'root', parentId: 'a' },
      { id: 'a', parentId: 'root' },
    ];
    expect(parentsOf(links)).toEqual({ root: null, a: 'root' });
  });

  it('hangs a node whose parent is missing, or itself, under the root', () => {
    const links = [
      { id: 'root', parentId: null },
      { id: 'a', parentId: 'deleted' },
      { id: 'b', parentId: 'b' },
    ];
    expect(parentsOf(links)).toEqual({ root: null, a: 'root', b: 'root' });
  });

  it('breaks a cycle by hanging its greatest id under the root, keeping the rest of the cycle below it', () => {
    const links = [
      { id: 'root', parentId: null },
      { id: 'a', parentId: 'c' },
      { id: 'b', parentId: 'a' },
      { id: 'c', parentId: 'b' },
      { id: 'leaf', parentId: 'a' },
    ];
    expect(parentsOf(links)).toEqual({ root: null, c: 'root', a: 'c', b: 'a', leaf: 'a' });
  });

  it('resolves the same tree whatever order the links come in', () => {
    const links = [
      { id: 'root', parentId: null },
      { id: 'p', parentId: 'q' },
      { id: 'q', parentId: 'p' },
      { id: 'r', parentId: 's' },
      { id: 's', parentId: 'r' },
      { id: 't', parentId: 'gone' },
    ];
    const expected = parentsOf(links);
    expect(parentsOf([...links].reverse())).toEqual(expected);
    expect(parentsOf([links[3]!, links[0]!, links[5]!, links[1]!, links[4]!, links[2]!])).toEqual(expected);
    expect(expected).toMatchObject({ q: 'root', p: 'q', s: 'root', r: 's', t: 'root' });
  });
});

describe('tree queries', () => {
  const parents = new Map<string, string | null>([
    ['root', null],
    ['a', 'root'],
    ['b', 'a'],
    ['c', 'root'],
  ]);

  it('tells whether a node lies on the path to the root', () => {
    expect(isAncestorOrSelf(parents, 'a', 'b')).toBe(true);
    expect(isAncestorOrSelf(parents, 'b', 'b')).toBe(true);
    expect(isAncestorOrSelf(parents, 'c', 'b')).toBe(false);
    expect(isAncestorOrSelf(parents, 'b', 'a')).toBe(false);
  });

  it('lists direct children', () => {
    expect(childrenOf(parents, 'root').sort()).toEqual(['a', 'c']);
    expect(childrenOf(parents, 'b')).toEqual([]);
  });
});
