import { describe, expect, it } from 'vitest';
import { BRANCH_COLOURS, buildSceneModel } from '@client/features/mind-maps/components/canvas/scene-model';
import { CELL_SIZE } from '@client/features/mind-maps/components/canvas/spatial-grid';
import { mapNode, mapView } from '../../map-fixtures';

function visibleIds(model: ReturnType<typeof buildSceneModel>): string[] {
  return model.ids.filter((_, index) => model.hidden[index] === 0);
}

function byDepthIds(model: ReturnType<typeof buildSceneModel>): string[] {
  return Array.from(model.byDepth, (index) => model.ids[index] ?? '');
}

describe('buildSceneModel', () => {
  const tree = () => [
    mapNode('root', null, { x: 0, y: 0 }),
    mapNode('a', 'root', { x: 200, y: 0 }),
    mapNode('b', 'root', { x: -400, y: 0 }),
    mapNode('a1', 'a', { x: 280, y: 0 }),
    mapNode('a1x', 'a1', { x: 360, y: 10 }),
    mapNode('b1', 'b', { x: -480, y: 50 }),
  ];

  it('indexes nodes in the view order, with parents, children and depths', () => {
    const model = buildSceneModel(mapView(tree()));
    expect(model.count).toBe(6);
    expect(model.ids).toEqual(['root', 'a', 'b', 'a1', 'a1x', 'b1']);
    expect(model.indexOf.get('a1')).toBe(3);
    expect(model.rootIndex).toBe(0);
    expect(Array.from(model.parent)).toEqual([-1, 0, 0, 1, 3, 2]);
    expect(model.children.map((list) => [...list])).toEqual([[1, 2], [3], [5], [4], [], []]);
    expect(Array.from(model.depth)).toEqual([0, 1, 1, 2, 3, 2]);
    expect(Array.from(model.xs)).toEqual([0, 200, -400, 280, 360, -480]);
    expect(Array.from(model.ys)).toEqual([0, 0, 0, 0, 10, 50]);
  });

  it('hands out visible nodes shallow levels first, for the label budget', () => {
    const model = buildSceneModel(mapView(tree()));
    const depths = Array.from(model.byDepth, (index) => model.depth[index] ?? 0);
    expect(depths).toEqual([...depths].sort((x, y) => x - y));
    expect(byDepthIds(model)).toEqual(['root', 'a', 'b', 'a1', 'b1', 'a1x']);
  });

  it('gives first-level branches the palette colours in turn, wrapping after eight, and descendants their colour', () => {
    const nodes = [mapNode('root', null)];
    for (let index = 0; index < 10; index += 1) nodes.push(mapNode(`c${index}`, 'root'));
    nodes.push(mapNode('deep', 'c9'), mapNode('deeper', 'deep'));
    const model = buildSceneModel(mapView(nodes));
    const colour = (id: string) => model.branch[model.indexOf.get(id) ?? -1];
    expect(colour('root')).toBe(BRANCH_COLOURS);
    expect(Array.from({ length: 10 }, (_, index) => colour(`c${index}`))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 0, 1,
    ]);
    expect(colour('deep')).toBe(1);
    expect(colour('deeper')).toBe(1);
  });

  it('hides everything below a collapsed node but still draws the collapsed node itself', () => {
    const nodes = tree();
    nodes[1] = mapNode('a', 'root', { x: 200, y: 0, collapsed: true });
    const model = buildSceneModel(mapView(nodes));
    expect(visibleIds(model)).toEqual(['root', 'a', 'b', 'b1']);
    expect(byDepthIds(model)).toEqual(['root', 'a', 'b', 'b1']);
  });

  it('counts the hidden nodes on a collapsed node whose hidden children are collapsed too', () => {
    const nodes = [
      mapNode('root', null),
      mapNode('a', 'root', { collapsed: true }),
      mapNode('a1', 'a', { collapsed: true }),
      mapNode('a1x', 'a1'),
      mapNode('a1y', 'a1'),
      mapNode('a2', 'a'),
    ];
    const model = buildSceneModel(mapView(nodes));
    const below = (id: string) => model.hiddenBelow[model.indexOf.get(id) ?? -1];
    expect(below('a')).toBe(4);
    expect(below('a1')).toBe(2);
    expect(below('root')).toBe(0);
    expect(below('a2')).toBe(0);
  });

  it('counts the hidden children of a collapsed node that has no grandchildren', () => {
    const nodes = [
      mapNode('root', null),
      mapNode('a', 'root', { collapsed: true }),
      mapNode('a1', 'a'),
      mapNode('a2', 'a'),
    ];
    const model = buildSceneModel(mapView(nodes));
    expect(model.hiddenBelow[1]).toBe(2);
  });

  it('counts every hidden node below a collapsed node, whether the nodes between are collapsed or not', () => {
    const nodes = [
      mapNode('root', null),
      mapNode('a', 'root', { collapsed: true }),
      mapNode('a1', 'a'),
      mapNode('a1x', 'a1'),
      mapNode('a1y', 'a1'),
    ];
    const model = buildSceneModel(mapView(nodes));
    expect(model.hiddenBelow[model.indexOf.get('a') ?? -1]).toBe(3);
  });

  it('shows no hidden count on a root marked collapsed, since its children stay shown', () => {
    const nodes = [mapNode('root', null, { collapsed: true }), mapNode('a', 'root'), mapNode('b', 'root')];
    const model = buildSceneModel(mapView(nodes));
    expect(model.hiddenBelow[model.indexOf.get('root') ?? -1]).toBe(0);
  });

  it('never hides the first ring, even if the root is marked collapsed', () => {
    const nodes = tree();
    nodes[0] = mapNode('root', null, { collapsed: true });
    const model = buildSceneModel(mapView(nodes));
    expect(visibleIds(model)).toEqual(['root', 'a', 'b', 'a1', 'a1x', 'b1']);
  });

  it('bounds only the visible nodes', () => {
    const nodes = tree();
    nodes[2] = mapNode('b', 'root', { x: -400, y: 0, collapsed: true });
    const model = buildSceneModel(mapView(nodes));
    expect(model.bounds).toEqual({ minX: -400, minY: 0, maxX: 360, maxY: 10 });
  });

  it('has zero bounds and nothing to draw for a map without a root', () => {
    const model = buildSceneModel({ ...mapView([]), rootId: null });
    expect(model.count).toBe(0);
    expect(model.rootIndex).toBe(-1);
    expect(model.bounds).toEqual({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
    expect(model.byDepth.length).toBe(0);
  });

  it('does not draw nodes that cannot be reached from the root', () => {
    const nodes = [
      mapNode('root', null),
      mapNode('a', 'root'),
      mapNode('stray', 'missing', { x: 9_999, y: 9_999 }),
    ];
    const model = buildSceneModel(mapView(nodes));
    expect(visibleIds(model)).toEqual(['root', 'a']);
    expect(model.bounds.maxX).toBe(0);
  });

  it('lists visible edges longer than a grid cell, which culling must always test', () => {
    const nodes = [
      mapNode('root', null, { x: 0, y: 0 }),
      mapNode('short', 'root', { x: CELL_SIZE, y: -CELL_SIZE }),
      mapNode('long-x', 'root', { x: -(CELL_SIZE + 1), y: 0 }),
      mapNode('long-y', 'root', { x: 10, y: CELL_SIZE + 1, collapsed: true }),
      mapNode('hidden-long', 'long-y', { x: 5_000, y: 5_000 }),
    ];
    const model = buildSceneModel(mapView(nodes));
    expect(model.longEdges.map((index) => model.ids[index])).toEqual(['long-x', 'long-y']);
  });

  it('puts only the visible nodes in the spatial grid', () => {
    const nodes = tree();
    nodes[1] = mapNode('a', 'root', { x: 200, y: 0, collapsed: true });
    const model = buildSceneModel(mapView(nodes));
    const found: string[] = [];
    model.grid.query({ minX: -1e4, minY: -1e4, maxX: 1e4, maxY: 1e4 }, (index) =>
      found.push(model.ids[index] ?? ''),
    );
    expect(found.sort()).toEqual(['a', 'b', 'b1', 'root']);
  });
});
