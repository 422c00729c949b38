import {
  ImportFormatError,
  type ImportCounts,
  type ImportedMap,
  type ImportedNode,
  cutLabel,
} from '@shared/formats/model';
import { TreeBuilder, cleanLink, cleanText, emptyNode, toPosition } from './map-tree';
import { readXmind8 } from './xmind8';
import { readZipEntries } from './zip';

/** The extension provider under which a Mindlane export keeps a topic's position (content: x and y). */
export const XMIND_POSITION_PROVIDER = 'app.mindlane.position';
const UNBALANCED_PROVIDER = 'org.xmind.ui.map.unbalanced';

export interface XmindOptions {
  /** One sheet: its number (1-based) or its title. Every sheet when absent. */
  sheet?: string;
}

/** A sheet read from a workbook, before the `sheet` option picks. */
export interface XmindSheet {
  title: string;
  root: ImportedNode;
  counts: ImportCounts;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** An extension's content: an array of { name, content } pairs as XMind writes them, as a record. */
function extension(topic: Json, provider: string): Record<string, string> | null {
  const list = Array.isArray(topic.extensions) ? topic.extensions : [];
  const found = list.find((item): item is Json => isObject(item) && item.provider === provider);
  if (!found || !Array.isArray(found.content)) return null;
  const fields: Record<string, string> = {};
  for (const pair of found.content) {
    if (isObject(pair) && typeof pair.name === 'string') fields[pair.name] = text(pair.content);
  }
  return fields;
}

function toNode(topic: Json): ImportedNode {
  const node = emptyNode(text(topic.title));
  const notes = isObject(topic.notes) ? topic.notes : {};
  node.note = isObject(notes.plain) ? text(notes.plain.content) : '';
  node.link = cleanLink(text(topic.href));
  node.folded = topic.branch === 'folded';
  const position = extension(topic, XMIND_POSITION_PROVIDER);
  node.position = position ? toPosition(position.x, position.y) : null;
  return node;
}

function attached(topic: Json): Json[] {
  const children = isObject(topic.children) ? topic.children : {};
  return Array.isArray(children.attached) ? children.attached.filter(isObject) : [];
}

function skippedTopics(topic: Json): number {
  const children = isObject(topic.children) ? topic.children : {};
  return Object.entries(children)
    .filter(([type, list]) => type !== 'attached' && Array.isArray(list))
    .reduce((sum, [, list]) => sum + (list as unknown[]).length, 0);
}

/** One sheet of content.json, its topics walked without recursion. */
function readJsonSheet(sheet: Json, index: number): XmindSheet {
  if (!isObject(sheet.rootTopic)) throw new ImportFormatError(`Sheet ${index + 1} has no root topic`);
  const counts = { skipped: 0, cut: 0 };
  const tree = new TreeBuilder(counts);
  const stack: Array<{ topic: Json; side: ImportedNode['side'] } | null> = [
    { topic: sheet.rootTopic, side: null },
  ];
  while (stack.length > 0) {
    const entry = stack.pop();
    if (!entry) {
      tree.closeNode();
      continue;
    }
    const node = toNode(entry.topic);
    node.side = entry.side;
    // An unbalanced map keeps its first `right-number` main topics on the right, the others on the left.
    const right =
      tree.depth === 0 ? Number(extension(entry.topic, UNBALANCED_PROVIDER)?.['right-number']) : Number.NaN;
    tree.openNode(node);
    counts.skipped += skippedTopics(entry.topic);
    const children = attached(entry.topic);
    stack.push(null);
    for (let position = children.length - 1; position >= 0; position -= 1) {
      const side = Number.isInteger(right) ? (position < right ? 'right' : 'left') : null;
      stack.push({ topic: children[position]!, side });
    }
  }
  const root = tree.finish()!;
  const title = cutLabel(cleanText(text(sheet.title)), counts) || root.label;
  return { title, root, counts };
}

function readContentJson(bytes: Buffer): XmindSheet[] {
  let sheets: unknown;
  try {
    sheets = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new ImportFormatError(`content.json is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(sheets)) throw new ImportFormatError('content.json does not hold a list of sheets');
  return sheets.map((sheet, index) => {
    if (!isObject(sheet)) throw new ImportFormatError(`Sheet ${index + 1} of content.json is not an object`);
    return readJsonSheet(sheet, index);
  });
}

/** The sheets `sheet` names (a 1-based number or a title), or all of them. */
export function pickSheets(sheets: XmindSheet[], sheet: string | undefined): XmindSheet[] {
  if (sheets.length === 0) throw new ImportFormatError('The workbook has no sheets');
  if (sheet === undefined || sheet.trim() === '') return sheets;
  const wanted = sheet.trim();
  if (/^\d+$/.test(wanted)) {
    const picked = sheets[Number(wanted) - 1];
    if (!picked) throw new ImportFormatError(`The workbook has no sheet ${wanted} (it has ${sheets.length})`);
    return [picked];
  }
  const picked = sheets.find((candidate) => candidate.title === wanted);
  if (!picked) throw new ImportFormatError(`The workbook has no sheet titled "${wanted}"`);
  return [picked];
}

/**
 * An XMind workbook (.xmind) as maps, one per sheet (or the one `options.sheet` picks), each titled by its
 * sheet or else its root topic. Reads the current format's content.json, or XMind 8's content.xml when there
 * is no content.json. Attached topics become nodes; floating and summary topics are skipped and counted.
 */
export async function readXmind(bytes: Uint8Array, options: XmindOptions = {}): Promise<ImportedMap[]> {
  const entries = await readZipEntries(bytes, (name) => name === 'content.json' || name === 'content.xml');
  const json = entries.get('content.json');
  const xml = entries.get('content.xml');
  let sheets: XmindSheet[];
  if (json) sheets = readContentJson(json);
  else if (xml) sheets = readXmind8(xml);
  else throw new ImportFormatError('Not an XMind file: the archive has no content.json or content.xml');
  return pickSheets(sheets, options.sheet).map(({ title, root, counts }) => ({
    kind: 'mindmap',
    title: title || 'Untitled Map',
    root,
    counts,
  }));
}
