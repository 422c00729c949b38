import { matchRanges } from '@shared/search/fold';
import type { SceneModel } from '../components/canvas/scene-model';

/** The nodes in outline order (depth first from the root), so matches step as the outline reads. */
function outlineOrder(model: SceneModel): number[] {
  const order: number[] = [];
  const stack = model.rootIndex >= 0 ? [model.rootIndex] : [];
  while (stack.length > 0) {
    const index = stack.pop() as number;
    order.push(index);
    stack.push(...[...(model.children[index] ?? [])].reverse());
  }
  return order;
}

/** The ids of the nodes whose label matches `query` by search's rules; folded branches count when editable. */
export function findNodes(model: SceneModel | null, query: string, readOnly: boolean): string[] {
  if (!model || query.trim() === '') return [];
  return outlineOrder(model)
    .filter((index) => !readOnly || model.hidden[index] === 0)
    .filter((index) => matchRanges(model.nodes[index]?.label ?? '', query, { titlePrefixOnly: false }))
    .map((index) => model.ids[index] ?? '');
}

/** The folded nodes that hide `id`, nearest first (none when it shows or is not in the map). */
export function foldedAncestors(model: SceneModel, id: string): string[] {
  const index = model.indexOf.get(id);
  if (index === undefined || model.hidden[index] === 0) return [];
  const folded: string[] = [];
  for (let at = model.parent[index] ?? -1; at >= 0; at = model.parent[at] ?? -1) {
    if (model.nodes[at]?.collapsed) folded.push(model.ids[at] ?? '');
  }
  return folded;
}
