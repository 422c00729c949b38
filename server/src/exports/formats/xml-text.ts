import type { ImportedNode } from '@shared/formats/model';

// Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE and U+FFFF).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an XML element's content: markup characters escaped, characters XML cannot hold dropped. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;');
}

/** Text for a double-quoted XML attribute; tabs and line breaks as character references, so parsers keep them. */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}

/** A number as an attribute or JSON value holds it (finite, else 0). */
export function coordinateText(value: number): string {
  return String(Number.isFinite(value) ? value : 0);
}

/** Joins small pieces into chunks of about `size` characters, so a stream is not written a few bytes at a time. */
export function* inChunks(pieces: Iterable<string>, size = 16 * 1024): Generator<string, void, undefined> {
  let chunk = '';
  for (const piece of pieces) {
    chunk += piece;
    if (chunk.length >= size) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** A step of a depth-first walk: a node to open (with its depth and place among its siblings), or a node to close. */
export type TreeStep =
  | { kind: 'open'; node: ImportedNode; depth: number; index: number }
  | { kind: 'close'; node: ImportedNode; depth: number };

/** Opens and closes every node depth first, in order, without recursion; a leaf is opened and closed too. */
export function* treeSteps(root: ImportedNode): Generator<TreeStep, void, undefined> {
  const stack: TreeStep[] = [{ kind: 'open', node: root, depth: 0, index: 0 }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    yield step;
    if (step.kind === 'close') continue;
    stack.push({ kind: 'close', node: step.node, depth: step.depth });
    for (let index = step.node.children.length - 1; index >= 0; index -= 1) {
      stack.push({ kind: 'open', node: step.node.children[index]!, depth: step.depth + 1, index });
    }
  }
}
