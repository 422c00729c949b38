import { readZipEntry } from './zip-entry';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** content.json: a list of sheets, each titled, or else named by its root topic. */
function jsonSheets(bytes: Uint8Array): string[] | null {
  let sheets: unknown;
  try {
    sheets = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  if (!Array.isArray(sheets)) return null;
  return sheets.map((sheet) => {
    if (!isObject(sheet)) return '';
    return text(sheet.title) || (isObject(sheet.rootTopic) ? text(sheet.rootTopic.title) : '');
  });
}

/** XMind 8's content.xml: <xmap-content> holding <sheet>s, each with a <title> and a root <topic>. */
async function xmlSheets(bytes: Uint8Array): Promise<string[] | null> {
  const { SaxesParser } = await import('saxes');
  const parser = new SaxesParser({ xmlns: false });
  const sheets: Array<{ title: string; topic: string; topics: number }> = [];
  const path: string[] = [];
  // Which title the text read now belongs to: the sheet's own, or its (first) root topic's.
  let title: 'title' | 'topic' | null = null;
  parser.on('doctype', () => {
    throw new Error('A document type declaration is not read');
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', ({ name }) => {
    path.push(name);
    const [root, sheetTag, child] = path;
    if (root !== 'xmap-content') throw new Error('Not an XMind 8 workbook');
    if (path.length === 2 && name === 'sheet') sheets.push({ title: '', topic: '', topics: 0 });
    const sheet = sheetTag === 'sheet' ? sheets[sheets.length - 1] : undefined;
    if (sheet && path.length === 3 && name === 'topic') sheet.topics += 1;
    title = null;
    if (sheet && name === 'title' && path.length === 3) title = 'title';
    if (sheet?.topics === 1 && name === 'title' && path.length === 4 && child === 'topic') title = 'topic';
  });
  parser.on('closetag', () => {
    path.pop();
    title = null;
  });
  parser.on('text', (chunk) => {
    const sheet = sheets[sheets.length - 1];
    if (sheet && title) sheet[title] += chunk;
  });
  try {
    parser.write(new TextDecoder().decode(bytes)).close();
  } catch {
    return null;
  }
  if (path.length > 0) return null;
  return sheets.map((sheet) => sheet.title.trim() || sheet.topic.trim());
}

/**
 * The sheets of XMind workbook `file` as the server numbers them (an empty string for one with neither a
 * title nor a titled root topic), or null when `file` is not a workbook this can read: then the server,
 * which reads it either way, decides. Read in the browser so an Import can offer one sheet before the
 * upload; content.json wins over content.xml, as on the server.
 */
export async function readXmindSheets(file: Blob): Promise<string[] | null> {
  const magic = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (!ZIP_MAGIC.every((byte, index) => magic[index] === byte)) return null;
  const content = await readZipEntry(file, ['content.json', 'content.xml']);
  if (!content) return null;
  return content.name === 'content.json' ? jsonSheets(content.bytes) : xmlSheets(content.bytes);
}
