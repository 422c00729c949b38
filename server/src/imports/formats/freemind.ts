import { Parser } from 'htmlparser2';
import { ImportFormatError, type ImportedMap, type ImportedNode } from '@shared/formats/model';
import { TreeBuilder, cleanLink, emptyNode, toPosition } from './map-tree';
import { parseXml } from './xml';

/** The node attributes a Mindlane export writes, so a re-import keeps the node where it was. */
export const MM_POSITION_ATTRIBUTES = { x: 'mindlane:x', y: 'mindlane:y' } as const;

const BLOCKS = new Set('p div li tr h1 h2 h3 h4 h5 h6 pre blockquote ul ol table text'.split(' '));
const SKIPPED = new Set(['head', 'style', 'script', 'title']);
const SPACE = /[ \t\r\n\f]+/g;

/**
 * Plain text from HTML events, as a browser shows it: a block element starts a new line, <br> breaks one,
 * runs of white space are one space. A blank line survives only as a block holding a no-break space.
 */
class HtmlText {
  private out = '';
  private pendingBreak = false;
  private hidden = 0;

  open(name: string): void {
    const tag = name.toLowerCase();
    if (SKIPPED.has(tag)) this.hidden += 1;
    else if (tag === 'br') {
      this.out += '\n';
      this.pendingBreak = false;
    } else if (BLOCKS.has(tag) && this.out) this.pendingBreak = true;
  }

  close(name: string): void {
    const tag = name.toLowerCase();
    if (SKIPPED.has(tag)) this.hidden = Math.max(0, this.hidden - 1);
    else if (BLOCKS.has(tag) && this.out) this.pendingBreak = true;
  }

  text(value: string): void {
    if (this.hidden > 0) return;
    const text = value.replace(SPACE, ' ');
    if (text.replace(SPACE, '') === '') {
      if (!this.pendingBreak) this.out += text;
      return;
    }
    if (this.pendingBreak) this.out += '\n';
    this.pendingBreak = false;
    // A no-break space counts as text above (it keeps a blank paragraph) and reads as a space.
    this.out += text.replace(/\u00A0/g, ' ');
  }

  result(): string {
    return this.out
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .trim();
  }
}

/** Plain text of an HTML fragment held as text (rich content escaped or in CDATA rather than as XHTML elements). */
function htmlToText(html: string): string {
  const text = new HtmlText();
  const parser = new Parser(
    {
      onopentag: (name) => text.open(name),
      onclosetag: (name) => text.close(name),
      ontext: (value) => text.text(value),
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text.result();
}

interface Rich {
  type: 'NODE' | 'NOTE' | 'DETAILS';
  /** XML depth of the <richcontent> element. */
  depth: number;
  html: HtmlText;
  /** Character data directly inside <richcontent> (escaped HTML or plain text). */
  raw: string;
}

function richText(rich: Rich): string {
  const raw = rich.raw.trim();
  if (raw.length === 0) return rich.html.result();
  return raw.startsWith('<') ? htmlToText(raw) : raw;
}

function addNote(node: ImportedNode, text: string): void {
  if (text) node.note = node.note ? `${node.note}\n\n${text}` : text;
}

/**
 * A FreeMind or Freeplane .mm file as a map: a node's TEXT attribute or rich NODE content (HTML, as plain
 * text) is its label, NOTE and DETAILS content its note, LINK its link, FOLDED="true" folds it and POSITION
 * puts a root child on the left or right. Styles, icons, clouds and arrows are dropped.
 */
export function readFreemind(bytes: Uint8Array | string): ImportedMap[] {
  const counts = { skipped: 0, cut: 0 };
  const tree = new TreeBuilder(counts);
  let rich: Rich | null = null;
  let seenMap = false;
  let rootClosed = false;
  /** XML depths of the open <node> elements that were ignored (a second root). */
  let ignored = 0;
  parseXml(bytes, {
    open(name, attributes, depth) {
      if (depth === 1) {
        if (name !== 'map') throw new ImportFormatError(`Not a FreeMind map: the root element is <${name}>`);
        seenMap = true;
        return;
      }
      if (rich) {
        if (rich.depth < depth) rich.html.open(name);
        return;
      }
      if (ignored > 0 || (name === 'node' && rootClosed)) {
        if (name === 'node') {
          if (ignored === 0) counts.skipped += 1;
          ignored += 1;
        }
        return;
      }
      const current = tree.current;
      if (name === 'node') {
        const node = emptyNode(attributes.TEXT ?? '');
        node.link = cleanLink(attributes.LINK);
        node.folded = attributes.FOLDED === 'true';
        if (tree.depth === 1 && (attributes.POSITION === 'left' || attributes.POSITION === 'right')) {
          node.side = attributes.POSITION;
        }
        tree.openNode(node);
      } else if (name === 'richcontent' && current) {
        const type = (attributes.TYPE ?? 'NODE').toUpperCase();
        if (type === 'NODE' || type === 'NOTE' || type === 'DETAILS') {
          rich = { type, depth, html: new HtmlText(), raw: '' };
        }
      } else if (name === 'attribute' && current) {
        const value = attributes.VALUE ?? '';
        const position = current.position ?? { x: Number.NaN, y: Number.NaN };
        if (attributes.NAME === MM_POSITION_ATTRIBUTES.x) position.x = Number(value);
        else if (attributes.NAME === MM_POSITION_ATTRIBUTES.y) position.y = Number(value);
        else return;
        current.position = position;
      }
    },
    close(name, depth) {
      if (rich) {
        if (depth > rich.depth) {
          rich.html.close(name);
          return;
        }
        const node = tree.current!;
        const text = richText(rich);
        if (rich.type === 'NODE') node.label = text;
        else addNote(node, text);
        rich = null;
        return;
      }
      if (name !== 'node') return;
      if (ignored > 0) {
        ignored -= 1;
        return;
      }
      const node = tree.closeNode();
      if (node?.position) node.position = toPosition(node.position.x, node.position.y);
      if (tree.depth === 0) rootClosed = true;
    },
    text(value, depth) {
      if (!rich) return;
      if (depth === rich.depth) rich.raw += value;
      else rich.html.text(value);
    },
  });
  if (!seenMap) throw new ImportFormatError('Not a FreeMind map: no <map> element');
  const root = tree.finish();
  if (!root) throw new ImportFormatError('The map has no <node> element');
  return [{ kind: 'mindmap', title: root.label || 'Untitled Map', root, counts }];
}
