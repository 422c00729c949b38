import {
  IMPORT_LIMITS,
  ImportFormatError,
  type ImportedMap,
  type ImportedNode,
  cutLabel,
} from '@shared/formats/model';
import { TreeBuilder, cleanLink, cleanText, emptyNode, flattenDeep, toPosition, walkTree } from './map-tree';
import { parseXml } from './xml';

/** Attributes a Mindlane export writes on each outline, so a re-import keeps the node where it was. */
export const OPML_POSITION_ATTRIBUTES = { x: 'mindlaneX', y: 'mindlaneY' } as const;
/**
 * The attribute a Mindlane export writes on each outline with children, "true" or "false": expansionState
 * cannot say that an outline under a collapsed one is open, this can. It wins over expansionState.
 */
export const OPML_FOLDED_ATTRIBUTE = 'mindlaneFolded';

/**
 * Marks as folded every node with children that the head's expansionState does not name. The numbers are
 * one-based lines of the outline as displayed (lines under a collapsed outline are not counted), the reading
 * of the OPML 2.0 specification by its author's outliners; without an expansionState nothing is folded.
 */
function applyExpansionState(root: ImportedNode, summits: ImportedNode[], expanded: Set<number>): void {
  for (const { node } of walkTree(root)) node.folded = node.children.length > 0;
  let line = 0;
  const stack = [...summits].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    line += 1;
    if (!expanded.has(line)) continue;
    node.folded = false;
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]!);
  }
}

/**
 * An OPML 2.0 outline as a map: the head's title names it, a body with one outline has that outline as its
 * root, a body with several gets a root labelled by the title. An outline's `text` is its label, `_note` its
 * note, `url` (type link) or `htmlUrl` its link.
 */
export function readOpml(bytes: Uint8Array | string): ImportedMap[] {
  const counts = { skipped: 0, cut: 0 };
  // The body's outlines sit under a made-up root, one level down until it is known whether one is the root.
  const tree = new TreeBuilder(counts, IMPORT_LIMITS.depth + 1);
  const root = emptyNode();
  tree.openNode(root);
  let title = '';
  let expansion: string | null = null;
  let headText: 'title' | 'expansionState' | null = null;
  let seenOpml = false;
  let inBody = false;
  let onEdge = 0;
  const ownFolds = new Map<ImportedNode, boolean>();
  parseXml(bytes, {
    open(name, attributes, depth) {
      if (depth === 1) {
        if (name !== 'opml') throw new ImportFormatError(`Not an OPML file: the root element is <${name}>`);
        seenOpml = true;
      } else if (depth === 3 && name === 'title') headText = 'title';
      else if (depth === 3 && name === 'expansionState') {
        headText = 'expansionState';
        expansion = '';
      } else if (depth === 2 && name === 'body') inBody = true;
      else if (inBody && name === 'outline') {
        const node = emptyNode(attributes.text ?? attributes.title ?? '');
        node.note = attributes._note ?? '';
        node.link = cleanLink(attributes.url ?? attributes.htmlUrl ?? attributes.xmlUrl);
        node.position = toPosition(
          attributes[OPML_POSITION_ATTRIBUTES.x],
          attributes[OPML_POSITION_ATTRIBUTES.y],
        );
        const folded = attributes[OPML_FOLDED_ATTRIBUTE];
        if (folded === 'true' || folded === 'false') ownFolds.set(node, folded === 'true');
        if (tree.depth === IMPORT_LIMITS.depth + 1) onEdge += 1;
        tree.openNode(node);
      }
    },
    close(name, depth) {
      if (inBody && name === 'outline') tree.closeNode();
      else if (depth === 2 && name === 'body') inBody = false;
      else if (depth === 3) headText = null;
    },
    text(value) {
      if (headText === 'title') title += value;
      else if (headText === 'expansionState') expansion += value;
    },
  });
  if (!seenOpml) throw new ImportFormatError('Not an OPML file: no <opml> element');
  tree.finish();
  title = cutLabel(cleanText(title), counts);
  const summits = root.children;
  let map: ImportedNode = root;
  if (summits.length === 1) {
    map = summits[0]!;
    if (!map.label) map.label = title;
  } else {
    root.label = title || 'Untitled Map';
    flattenDeep(root);
    // The builder counted the outlines below its deepest level; those on it were flattened just now.
    counts.cut += onEdge;
  }
  if (expansion !== null) {
    const lines = new Set((expansion as string).split(',').map((part) => Number(part.trim())));
    applyExpansionState(map, map === root ? summits : [map], lines);
    // The made-up root is no line of the outline: it stays open.
    root.folded = false;
  }
  for (const [node, folded] of ownFolds) node.folded = folded && node.children.length > 0;
  return [{ kind: 'mindmap', title: title || map.label || 'Untitled Map', root: map, counts }];
}
