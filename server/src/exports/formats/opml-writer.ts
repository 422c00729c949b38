import type { ImportedMap, ImportedNode } from '@shared/formats/model';
import { OPML_FOLDED_ATTRIBUTE, OPML_POSITION_ATTRIBUTES } from '../../imports/formats/opml';
import { coordinateText, inChunks, treeSteps, xmlAttribute, xmlText } from './xml-text';

/** One-based lines, as displayed, of the open nodes that have children (what readOpml reads back). */
function* expandedLines(root: ImportedNode): Generator<number, void, undefined> {
  let line = 0;
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    line += 1;
    if (node.folded || node.children.length === 0) continue;
    yield line;
    for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]!);
  }
}

function* expansionState(root: ImportedNode): Generator<string, void, undefined> {
  let first = true;
  for (const line of expandedLines(root)) {
    yield first ? String(line) : `,${line}`;
    first = false;
  }
}

function outlineAttributes(node: ImportedNode): string {
  let attributes = ` text="${xmlAttribute(node.label)}"`;
  if (node.note) attributes += ` _note="${xmlAttribute(node.note)}"`;
  if (node.link) attributes += ` type="link" url="${xmlAttribute(node.link)}"`;
  if (node.children.length > 0) attributes += ` ${OPML_FOLDED_ATTRIBUTE}="${node.folded}"`;
  if (node.position) {
    attributes += ` ${OPML_POSITION_ATTRIBUTES.x}="${coordinateText(node.position.x)}"`;
    attributes += ` ${OPML_POSITION_ATTRIBUTES.y}="${coordinateText(node.position.y)}"`;
  }
  return attributes;
}

function* pieces(map: ImportedMap): Generator<string, void, undefined> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">\n<head>\n<title>${xmlText(map.title)}</title>\n`;
  yield '<expansionState>';
  yield* expansionState(map.root);
  yield '</expansionState>\n</head>\n<body>\n';
  for (const step of treeSteps(map.root)) {
    const leaf = step.node.children.length === 0;
    if (step.kind === 'open') yield `<outline${outlineAttributes(step.node)}${leaf ? '/' : ''}>\n`;
    else if (!leaf) yield '</outline>\n';
  }
  yield '</body>\n</opml>\n';
}

/**
 * A map as OPML 2.0, a chunk at a time: the title in the head, the root as the body's one outline, each
 * node's label as `text`, its note as `_note`, its link as `url` (type link), its position as mindlaneX and
 * mindlaneY, folded nodes left out of the head's expansionState and marked by mindlaneFolded.
 */
export function writeOpml(map: ImportedMap): Generator<string, void, undefined> {
  return inChunks(pieces(map));
}
