import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ImportedMap, ImportedNode } from '@shared/formats/model';
import { XMIND_POSITION_PROVIDER } from '../../imports/formats/xmind';
import { coordinateText, inChunks } from './xml-text';

const MANIFEST = { 'file-entries': { 'content.json': {}, 'metadata.json': {} } };
const METADATA = {
  dataStructureVersion: '2',
  creator: { name: 'Mindlane', version: '1' },
  layoutEngineVersion: '3',
};

function text(value: string): string {
  // JSON.stringify keeps lone surrogates as escapes; XMind, like PostgreSQL, has no use for them.
  return JSON.stringify(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ''),
  );
}

/** The root's children, right side first, and how many are on the right (XMind's unbalanced map keeps that count). */
function rootOrder(root: ImportedNode): { children: ImportedNode[]; right: number | null } {
  if (!root.children.some((child) => child.side !== null)) return { children: root.children, right: null };
  const right = root.children.filter((child) => child.side !== 'left');
  const left = root.children.filter((child) => child.side === 'left');
  return { children: [...right, ...left], right: right.length };
}

/** A topic's fields before its children, as JSON members without the braces. */
function topicFields(node: ImportedNode, right: number | null, root: boolean): string {
  let fields = `"id":${text(randomUUID())},"class":"topic","title":${text(node.label)}`;
  if (root) fields += ',"structureClass":"org.xmind.ui.map.unbalanced"';
  if (node.note) fields += `,"notes":{"plain":{"content":${text(node.note)}}}`;
  if (node.link) fields += `,"href":${text(node.link)}`;
  if (node.folded && node.children.length > 0) fields += ',"branch":"folded"';
  const extensions: string[] = [];
  if (node.position) {
    const { x, y } = node.position;
    extensions.push(
      `{"provider":"${XMIND_POSITION_PROVIDER}","content":[{"name":"x","content":"${coordinateText(x)}"},{"name":"y","content":"${coordinateText(y)}"}]}`,
    );
  }
  if (right !== null) {
    extensions.push(
      `{"provider":"org.xmind.ui.map.unbalanced","content":[{"name":"right-number","content":"${right}"}]}`,
    );
  }
  if (extensions.length > 0) fields += `,"extensions":[${extensions.join(',')}]`;
  return fields;
}

type Step = { node: ImportedNode; comma: boolean } | { close: string };

/** content.json: one sheet whose root topic is the map's root, written without recursion. */
function* content(map: ImportedMap): Generator<string, void, undefined> {
  yield `[{"id":${text(randomUUID())},"class":"sheet","title":${text(map.title)},"rootTopic":`;
  const stack: Step[] = [{ node: map.root, comma: false }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ('close' in step) {
      yield step.close;
      continue;
    }
    const root = step.node === map.root;
    const { children, right } = root ? rootOrder(step.node) : { children: step.node.children, right: null };
    const fields = topicFields(step.node, right, root);
    if (children.length === 0) {
      yield `${step.comma ? ',' : ''}{${fields}}`;
      continue;
    }
    yield `${step.comma ? ',' : ''}{${fields},"children":{"attached":[`;
    stack.push({ close: ']}}' });
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push({ node: children[index]!, comma: index > 0 });
    }
  }
  yield '}]';
}

/**
 * A map as an XMind workbook (.xmind): a zip of content.json (one sheet, the current XMind format),
 * manifest.json and metadata.json, streamed as it is written. Notes are plain notes, links `href`, folded
 * branches `"branch":"folded"`, sides an unbalanced map's right-number, positions an extension of each topic.
 */
export function writeXmind(map: ImportedMap): Readable {
  const zip = new ZipFile();
  const chunks = inChunks(content(map));
  zip.addReadStream(Readable.from(chunks, { objectMode: false }), 'content.json');
  zip.addBuffer(Buffer.from(JSON.stringify(METADATA)), 'metadata.json');
  zip.addBuffer(Buffer.from(JSON.stringify(MANIFEST)), 'manifest.json');
  zip.end();
  return zip.outputStream as Readable;
}
