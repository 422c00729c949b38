import {
  ImportFormatError,
  type ImportedDocument,
  type ImportFormat,
  type ImportKind,
} from '@shared/formats/model';
import { readBoardCsv } from './formats/board-csv';
import { readFreemind } from './formats/freemind';
import { readListCsv } from './formats/list-csv';
import { readMarkdown } from './formats/markdown';
import { readOpml } from './formats/opml';
import { readTaskMarkdown } from './formats/task-markdown';
import { readTodoistCsv } from './formats/todoist';
import { readTrelloBoard } from './formats/trello';
import { readXmind } from './formats/xmind';

/** The formats each kind of document is made from. */
export const FORMATS_OF: Record<ImportKind, readonly ImportFormat[]> = {
  mindmap: ['opml', 'mm', 'xmind', 'markdown'],
  todolist: ['markdown', 'todoist', 'csv'],
  board: ['trello', 'csv'],
};

type Reader = (
  bytes: Uint8Array,
  options: { sheet?: string },
) => ImportedDocument[] | Promise<ImportedDocument[]>;

const READERS: Record<ImportKind, Partial<Record<ImportFormat, Reader>>> = {
  mindmap: {
    opml: (bytes) => readOpml(bytes),
    mm: (bytes) => readFreemind(bytes),
    xmind: (bytes, options) => readXmind(bytes, options),
    markdown: (bytes) => readMarkdown(bytes),
  },
  todolist: {
    markdown: (bytes) => [readTaskMarkdown(bytes)],
    todoist: (bytes) => [readTodoistCsv(bytes)],
    csv: (bytes) => [readListCsv(bytes)],
  },
  board: {
    trello: (bytes) => [readTrelloBoard(bytes)],
    csv: (bytes) => [readBoardCsv(bytes)],
  },
};

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The start of the file as text, without a byte order mark or leading white space. */
function head(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
}

/** The name of an XML document's first element, past its declaration, comments and processing instructions. */
function rootElement(text: string): string | null {
  const match = /^(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*)*<([A-Za-z_][\w:.-]*)/.exec(text);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The format of an upload to become a `kind`, recognised from its content: a zip is XMind, XML by its root
 * element (OPML or a FreeMind map), JSON a Trello export, and text by its first line (a Todoist export's
 * header, Markdown tasks, a CSV header with a Title column, a Markdown outline). 400 when nothing fits or
 * more than one format could read it.
 */
export function recogniseFormat(bytes: Uint8Array, kind: ImportKind): ImportFormat {
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) return 'xmind';
  const text = head(bytes);
  if (text === '') throw new ImportFormatError('The file is empty.');
  if (text.startsWith('<')) {
    const element = rootElement(text);
    if (element === 'opml') return 'opml';
    if (element === 'map') return 'mm';
    throw new ImportFormatError(
      `An XML file whose root is <${element ?? '?'}> is not OPML or a FreeMind map.`,
    );
  }
  if (text.startsWith('{') || text.startsWith('[')) return 'trello';
  const firstLine = text.split(/\r?\n/, 1)[0]!;
  const cells = firstLine.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '').toLowerCase());
  if (cells[0] === 'type' && cells.includes('content')) return 'todoist';
  const csv = cells.length > 1 && cells.includes('title');
  const markdown =
    kind === 'mindmap' ? !csv : /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/m.test(text) || /^#/m.test(text);
  if (csv && !markdown) return 'csv';
  if (markdown && !csv) return 'markdown';
  throw new ImportFormatError(
    csv
      ? `The file could be CSV or Markdown. Choose the format: ${FORMATS_OF[kind].join(', ')}.`
      : `The file's format was not recognised. Choose the format: ${FORMATS_OF[kind].join(', ')}.`,
  );
}

/**
 * Reads an upload into the documents it becomes: `format` as given, or recognised from the content. The
 * whole file is read and checked here, before anything is written.
 */
export async function readUpload(
  bytes: Uint8Array,
  request: { kind: ImportKind; format?: ImportFormat; sheet?: string },
): Promise<ImportedDocument[]> {
  const format = request.format ?? recogniseFormat(bytes, request.kind);
  const reader = READERS[request.kind][format];
  if (!reader) {
    throw new ImportFormatError(
      `A ${format} file cannot become a ${request.kind}; it takes ${FORMATS_OF[request.kind].join(', ')}.`,
    );
  }
  const found = await reader(bytes, { sheet: request.sheet });
  if (found.length === 0) throw new ImportFormatError('The file holds nothing to import.');
  return found;
}
