import type { MindmapView } from '@shared/schema/mindmap-model';

/**
 * A map as JSON, as GET /api/mindmaps/{id} and the editor read it: its title, description and layout
 * (`meta`), the root's id, and every node (parent, label, note, link, position, folded, links to to-dos),
 * root first. Written a node at a time.
 */
export function* writeMapJson(view: MindmapView): Generator<string, void, undefined> {
  yield `{"meta":${JSON.stringify(view.meta)},"rootId":${JSON.stringify(view.rootId)},"nodes":[`;
  for (const [index, node] of view.nodes.entries()) yield (index === 0 ? '' : ',') + JSON.stringify(node);
  yield ']}';
}
