import { describe, expect, it } from 'vitest';
import { buildSceneModel } from '@client/features/mind-maps/components/canvas/scene-model';
import { outlineRows, type OutlineRows } from '@client/features/mind-maps/components/editor/outline-rows';
import { mapNode, mapView } from '../../map-fixtures';

function table(rows: OutlineRows, ids: readonly string[]) {
  return Array.from({ length: rows.count }, (_, row) => ({
    id: ids[rows.node[row] ?? -1],
    level: rows.level[row],
    pos: `${rows.posinset[row]}/${rows.setsize[row]}`,
    expanded: rows.expanded[row],
    parent: rows.parentRow[row],
  }));
}

describe('outlineRows', () => {
  const nodes = () => [
    mapNode('root', null),
    mapNode('a', 'root'),
    mapNode('b', 'root'),
    mapNode('a1', 'a'),
    mapNode('a2', 'a'),
    mapNode('b1', 'b'),
    mapNode('a1x', 'a1'),
  ];

  it('lists each node then its branch, with its level, place among its siblings and fold state', () => {
    const model = buildSceneModel(mapView(nodes()));
    expect(table(outlineRows(model), model.ids)).toEqual([
      { id: 'root', level: 1, pos: '1/1', expanded: 1, parent: -1 },
      { id: 'a', level: 2, pos: '1/2', expanded: 1, parent: 0 },
      { id: 'a1', level: 3, pos: '1/2', expanded: 1, parent: 1 },
      { id: 'a1x', level: 4, pos: '1/1', expanded: -1, parent: 2 },
      { id: 'a2', level: 3, pos: '2/2', expanded: -1, parent: 1 },
      { id: 'b', level: 2, pos: '2/2', expanded: 1, parent: 0 },
      { id: 'b1', level: 3, pos: '1/1', expanded: -1, parent: 5 },
    ]);
  });

  it('leaves out what a folded node hides, and says it is folded', () => {
    const folded = nodes().map((node) => (node.id === 'a' ? { ...node, collapsed: true } : node));
    const model = buildSceneModel(mapView(folded));
    const rows = outlineRows(model);
    expect(table(rows, model.ids).map(({ id, expanded }) => `${id}:${expanded}`)).toEqual([
      'root:1',
      'a:0',
      'b:1',
      'b1:-1',
    ]);
    expect(rows.rowOf('b1')).toBe(3);
    expect(rows.rowOf('a1')).toBeUndefined();
  });

  it('keeps the root expanded even when its stored state says folded', () => {
    const model = buildSceneModel(
      mapView([mapNode('root', null, { collapsed: true }), mapNode('a', 'root')]),
    );
    expect(table(outlineRows(model), model.ids).map((row) => row.expanded)).toEqual([1, -1]);
  });

  it('flattens 20,000 nodes in one pass', () => {
    const many = [mapNode('root', null)];
    for (let index = 1; index < 20_000; index += 1) {
      many.push(mapNode(`n${index}`, index < 20 ? 'root' : `n${Math.floor(index / 20)}`));
    }
    const model = buildSceneModel(mapView(many));
    const started = performance.now();
    const rows = outlineRows(model);
    expect(performance.now() - started).toBeLessThan(200);
    expect(rows.count).toBe(20_000);
    expect(rows.level[rows.count - 1]).toBeGreaterThan(2);
  });
});
