import { describe, expect, it } from 'vitest';
import { buildSceneModel } from '@client/features/mind-maps/components/canvas/scene-model';
import { findNodes } from '@client/features/mind-maps/utils/find-nodes';
import { mapNode, mapView } from '../map-fixtures';

const model = buildSceneModel(
  mapView([
    mapNode('root', null, { label: 'Plans' }),
    mapNode('b', 'root', { label: 'Revenue' }),
    mapNode('folded', 'root', { label: 'Hiring', collapsed: true }),
    mapNode('b1', 'b', { label: 'Rêve de printemps' }),
    mapNode('hidden', 'folded', { label: 'Review the offers' }),
    mapNode('c', 'root', { label: 'Prévisions' }),
  ]),
);

describe('findNodes', () => {
  it('finds word prefixes with case and accents folded, in outline order', () => {
    expect(findNodes(model, 'rev', false)).toEqual(['b', 'b1', 'hidden']);
    expect(findNodes(model, 'PREV', false)).toEqual(['c']);
    expect(findNodes(model, 'view', false)).toEqual([]);
  });

  it('lets a single letter match at any word start', () => {
    expect(findNodes(model, 'd', false)).toEqual(['b1']);
  });

  it('leaves out nodes in folded branches for a viewer, who cannot unfold them', () => {
    expect(findNodes(model, 'rev', true)).toEqual(['b', 'b1']);
  });

  it('finds nothing for a blank query or before the map is read', () => {
    expect(findNodes(model, '  ', false)).toEqual([]);
    expect(findNodes(null, 'rev', false)).toEqual([]);
  });
});
