import { ImportFormatError, type ImportedMap, type ImportedNode } from '@shared/formats/model';
import { TreeBuilder, cleanLink, emptyNode } from './map-tree';

type Open = { kind: 'root' } | { kind: 'heading'; level: number } | { kind: 'item'; indent: number };

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;
const FENCE = /^[ \t]*(```|~~~)/;
const LINKED = /^\[((?:\\.|[^\\\]])*)\]\(\s*<?([^\s<>()]+)>?(?:\s+"[^"]*")?\s*\)$/;

/** Removes Markdown's backslash escapes, so `\*` reads `*`. */
function unescape(text: string): string {
  return text.replace(/\\([!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~])/g, '$1');
}

function width(indent: string): number {
  let columns = 0;
  for (const character of indent) columns = character === '\t' ? columns + 4 - (columns % 4) : columns + 1;
  return columns;
}

function addNoteLine(node: ImportedNode, line: string): void {
  node.note = node.note ? `${node.note}\n${line}` : line;
}

function labelled(content: string): ImportedNode {
  const linked = LINKED.exec(content.trim());
  if (!linked) return emptyNode(unescape(content));
  const node = emptyNode(unescape(linked[1]!));
  node.link = cleanLink(linked[2]);
  return node;
}

/** The number of lines a YAML front matter block (markmap's options) takes at the top, or 0. */
function frontMatterEnd(lines: string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  return end < 0 ? 0 : end + 1;
}

function decode(bytes: Uint8Array | string): string {
  if (typeof bytes === 'string') return bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFormatError('The file is not UTF-8 text');
  }
}

/**
 * A Markdown outline as a map, the way markmap reads one: the first heading is the root and names the map,
 * later headings nest by level under it, list items nest by indentation under the heading before them, an
 * item or heading `[label](url)` has a link, and lines indented under an item (or paragraphs under a
 * heading) are its note; a front matter block is left out. Without a heading the root is the only
 * top-level item, or an untitled node above several. Reads back what markdownLines writes.
 */
export function readMarkdown(bytes: Uint8Array | string): ImportedMap[] {
  const counts = { skipped: 0, cut: 0 };
  const tree = new TreeBuilder(counts);
  const root = emptyNode();
  tree.openNode(root);
  const open: Open[] = [{ kind: 'root' }];
  let rootLevel = 0;
  let fence: string | null = null;
  const close = (keep: (top: Open) => boolean): void => {
    while (open.length > 1 && !keep(open[open.length - 1]!)) {
      open.pop();
      tree.closeNode();
    }
  };
  const lines = decode(bytes).split(/\r\n?|\n/);
  for (const line of lines.slice(frontMatterEnd(lines))) {
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      else addNoteLine(tree.current!, line.trimEnd());
      continue;
    }
    if (line.trim() === '') continue;
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      const node = labelled(heading[2] ?? '');
      if (rootLevel === 0 && root.children.length === 0 && !root.label) {
        rootLevel = level;
        root.label = node.label;
        root.link = node.link;
        close(() => false);
        continue;
      }
      close((top) => top.kind === 'heading' && top.level < level);
      tree.openNode(node);
      open.push({ kind: 'heading', level: Math.max(level, rootLevel + 1) });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      const indent = width(item[1]!);
      close((top) => top.kind !== 'item' || top.indent < indent);
      tree.openNode(labelled(item[3] ?? ''));
      open.push({ kind: 'item', indent });
      continue;
    }
    const fenced = FENCE.exec(line);
    const indent = width(/^[ \t]*/.exec(line)![0]);
    close((top) => top.kind !== 'item' || top.indent < indent);
    if (fenced) fence = fenced[1]!;
    else addNoteLine(tree.current!, unescape(line.trim()));
  }
  tree.finish();
  // Several top-level items and no heading: markmap draws them under an empty root; one is the root itself.
  const only = root.children[0];
  const map = !root.label && !root.note && root.children.length === 1 && only ? only : root;
  return [{ kind: 'mindmap', title: map.label || 'Untitled Map', root: map, counts }];
}
