import type { ImportedMap, ImportedNode } from '@shared/formats/model';
import { MM_POSITION_ATTRIBUTES } from '../../imports/formats/freemind';
import { coordinateText, inChunks, treeSteps, xmlAttribute, xmlText } from './xml-text';

/** HTML shows a run of spaces as one; no-break spaces after the first keep the run (readFreemind reads them as spaces). */
function keepSpaces(text: string): string {
  return text.replace(/ {2,}/g, (run) => ` ${'&#160;'.repeat(run.length - 1)}`);
}

/** A note as the XHTML FreeMind and Freeplane keep notes in: a paragraph a line, blank lines kept. */
function noteHtml(note: string): string {
  const paragraphs = note
    .split('\n')
    .map((line) => `<p>${line.trim() ? keepSpaces(xmlText(line.trim())) : '&#160;'}</p>`)
    .join('');
  return `<richcontent TYPE="NOTE"><html><head></head><body>${paragraphs}</body></html></richcontent>\n`;
}

function nodeOpening(node: ImportedNode, id: number): string {
  let tag = `<node ID="ID_${id}" TEXT="${xmlAttribute(node.label)}"`;
  if (node.link) tag += ` LINK="${xmlAttribute(node.link)}"`;
  if (node.folded && node.children.length > 0) tag += ' FOLDED="true"';
  if (node.side) tag += ` POSITION="${node.side}"`;
  let body = `${tag}>\n`;
  if (node.note) body += noteHtml(node.note);
  if (node.position) {
    body += `<attribute NAME="${MM_POSITION_ATTRIBUTES.x}" VALUE="${coordinateText(node.position.x)}"/>\n`;
    body += `<attribute NAME="${MM_POSITION_ATTRIBUTES.y}" VALUE="${coordinateText(node.position.y)}"/>\n`;
  }
  return body;
}

function* pieces(map: ImportedMap): Generator<string, void, undefined> {
  yield '<map version="1.0.1">\n';
  let id = 0;
  for (const step of treeSteps(map.root)) {
    if (step.kind === 'open') {
      id += 1;
      // POSITION belongs to the root's children only.
      yield nodeOpening(step.depth === 1 ? step.node : { ...step.node, side: null }, id);
    } else yield '</node>\n';
  }
  yield '</map>\n';
}

/**
 * A map as a FreeMind .mm file (which Freeplane opens too), a chunk at a time: labels as TEXT, notes as
 * XHTML rich content, LINK, FOLDED, POSITION on the root's children, and each node's position as the
 * attributes mindlane:x and mindlane:y.
 */
export function writeFreemind(map: ImportedMap): Generator<string, void, undefined> {
  return inChunks(pieces(map));
}
