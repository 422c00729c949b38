import { describe, expect, it } from 'vitest';
import { cardMapLink } from '@client/features/kanban/utils/map-link';

const MAP = '0b6f3c1e-8a55-4d0e-9a3c-2f1f5f7b2a11';
const OTHER_MAP = '7d1e9f40-3c2b-4a6e-8f0d-5b4c3a2e1f00';
const LIST = 'c3a1b2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const titles = new Map([[MAP, 'Launch plan']]);
const nodes = new Map([[LIST, { mapId: MAP, nodeId: 'node-7' }]]);

describe('cardMapLink', () => {
  it('opens the card’s map at the node linking the card’s to-do list', () => {
    expect(cardMapLink({ mindmapId: MAP, todoListId: LIST }, titles, nodes)).toEqual({
      title: 'Launch plan',
      to: `/maps/${MAP}?node=node-7`,
    });
  });

  it('opens the map itself when the card’s list has no node in that map', () => {
    expect(cardMapLink({ mindmapId: MAP, todoListId: null }, titles, nodes)?.to).toBe(`/maps/${MAP}`);
    const elsewhere = new Map([[LIST, { mapId: OTHER_MAP, nodeId: 'node-7' }]]);
    expect(cardMapLink({ mindmapId: MAP, todoListId: LIST }, titles, elsewhere)?.to).toBe(`/maps/${MAP}`);
  });

  it('shows no link without a map, or for a map not in the workspace’s maps', () => {
    expect(cardMapLink({ mindmapId: null, todoListId: LIST }, titles, nodes)).toBeNull();
    expect(cardMapLink({ mindmapId: OTHER_MAP, todoListId: null }, titles, nodes)).toBeNull();
  });
});
