import { IMPORT_LIMITS, ImportFormatError, cutText, type ImportCounts } from '@shared/formats/model';
import { TreeBuilder, cleanLink, cleanText, emptyNode } from './map-tree';
import type { XmindSheet } from './xmind';
import { parseXml } from './xml';

/** What an open element of content.xml is to the reader. */
type Role =
  | 'sheet'
  | 'sheet-title'
  | 'topic'
  | 'topic-title'
  | 'notes'
  | 'plain'
  | 'children'
  | 'attached'
  | 'unattached'
  | 'other'
  | 'skip';

interface SheetState {
  title: string;
  counts: ImportCounts;
  tree: TreeBuilder;
}

/** The role of an element given its parent's, counting floating and summary topics as skipped. */
function roleOf(
  name: string,
  attributes: Record<string, string>,
  parent: Role | undefined,
  sheet: SheetState | null,
): Role {
  if (parent === 'skip') return 'skip';
  switch (parent) {
    case undefined:
      if (name !== 'xmap-content')
        throw new ImportFormatError(`Not an XMind 8 file: the root element is <${name}>`);
      return 'other';
    case 'other':
      return name === 'sheet' ? 'sheet' : 'skip';
    case 'sheet':
      if (name === 'title') return 'sheet-title';
      if (name === 'topic' && sheet?.tree.root === null) return 'topic';
      return 'skip';
    case 'topic':
      if (name === 'title') return 'topic-title';
      if (name === 'notes') return 'notes';
      if (name === 'children') return 'children';
      return 'skip';
    case 'notes':
      return name === 'plain' ? 'plain' : 'skip';
    case 'children':
      if (name !== 'topics') return 'skip';
      return attributes.type === 'attached' ? 'attached' : 'unattached';
    case 'attached':
      return name === 'topic' ? 'topic' : 'skip';
    case 'unattached':
      if (name === 'topic' && sheet) sheet.counts.skipped += 1;
      return 'skip';
    default:
      return 'skip';
  }
}

/**
 * XMind 8's content.xml: <xmap-content> holds <sheet>s, each a <title> and a root <topic>; a topic has a
 * <title>, <notes><plain>, xlink:href, branch="folded" and <children><topics type="attached">. Topics in other
 * <topics> (floating, summaries) are skipped and counted.
 */
export function readXmind8(bytes: Uint8Array): XmindSheet[] {
  const sheets: XmindSheet[] = [];
  const roles: Role[] = [];
  let sheet: SheetState | null = null;
  parseXml(bytes, {
    open(name, attributes) {
      const parent = roles[roles.length - 1];
      const role = roleOf(name, attributes, parent, sheet);
      roles.push(role);
      if (role === 'sheet') {
        const counts = { skipped: 0, cut: 0 };
        sheet = { title: '', counts, tree: new TreeBuilder(counts) };
      } else if (role === 'topic' && sheet) {
        const node = emptyNode();
        node.link = cleanLink(attributes['xlink:href']);
        node.folded = attributes.branch === 'folded';
        sheet.tree.openNode(node);
      }
    },
    close() {
      const role = roles.pop();
      if (!sheet) return;
      if (role === 'topic') sheet.tree.closeNode();
      else if (role === 'sheet') {
        const root = sheet.tree.finish();
        if (!root) throw new ImportFormatError(`Sheet ${sheets.length + 1} has no root topic`);
        const title = cutText(cleanText(sheet.title), IMPORT_LIMITS.label, sheet.counts);
        sheets.push({ title: title || root.label, root, counts: sheet.counts });
        sheet = null;
      }
    },
    text(value) {
      const role = roles[roles.length - 1];
      const node = sheet?.tree.current;
      if (role === 'sheet-title' && sheet) sheet.title += value;
      else if (role === 'topic-title' && node) node.label += value;
      else if (role === 'plain' && node) node.note += value;
    },
  });
  return sheets;
}
