import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type * as Y from 'yjs';
import { ZipFile } from 'yazl';
import { parseDocumentName, type DocumentKind } from '@shared/schema/document-name';
import { readInbox } from '@shared/schema/inbox';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { readTodoList } from '@shared/schema/todolist';
import { readBoard } from '@shared/schema/board-store';
import { uniqueNames } from './archive-names';
import type { DataExportRepository, ExportedComment } from './data-export-repository';
import { mapOfView } from './export-document';
import { writeBoardCsv } from './formats/board-csv-writer';
import { writeBoardJson } from './formats/board-json-writer';
import { CSV_BOM, csvLine } from './formats/csv-line';
import { writeListCsv } from './formats/list-csv-writer';
import { writeListMarkdown } from './formats/list-markdown-writer';
import { writeMapJson } from './formats/map-json-writer';
import { writeOpml } from './formats/opml-writer';
import { inChunks } from './formats/xml-text';

type Pieces = Iterable<string> | AsyncIterable<string>;
/** A file of a document: its extension, what the README says it holds, and its text as it is written. */
type DocumentFile = { extension: string; about: string; pieces: Pieces };

const FOLDERS: Record<DocumentKind, { folder: string; fallback: string }> = {
  mindmap: { folder: 'maps', fallback: 'Mind map' },
  todolist: { folder: 'lists', fallback: 'To-do list' },
  inbox: { folder: 'lists', fallback: 'Inbox' },
  board: { folder: 'boards', fallback: 'Board' },
};
const INBOX_TITLE = 'Inbox (to-dos in no list)';

/** What the archive keeps of a document, read inside the documents door: its title and its files. */
function readDocument(kind: DocumentKind): (doc: Y.Doc) => { title: string; files: DocumentFile[] } {
  return (doc) => {
    if (kind === 'mindmap') {
      const view = readMindmap(doc);
      return {
        title: view.meta.title,
        files: [
          { extension: 'opml', about: 'the map as an OPML outline', pieces: writeOpml(mapOfView(view)) },
          { extension: 'json', about: 'every node of the map as JSON', pieces: writeMapJson(view) },
        ],
      };
    }
    if (kind === 'board') {
      const board = readBoard(doc);
      return {
        title: board.meta.title,
        files: [
          { extension: 'csv', about: 'the cards of the board, a row each', pieces: writeBoardCsv(board) },
          {
            extension: 'json',
            about: 'the board in the shape of a Trello export',
            pieces: writeBoardJson(board),
          },
        ],
      };
    }
    const list =
      kind === 'inbox' ? { meta: { title: INBOX_TITLE }, todos: readInbox(doc).todos } : readTodoList(doc);
    const { title } = list.meta;
    const { todos } = list;
    // An inbox no one has used has nothing to tell.
    if (kind === 'inbox' && todos.length === 0) return { title, files: [] };
    return {
      title,
      files: [
        {
          extension: 'md',
          about: 'the to-dos as a Markdown task list',
          pieces: writeListMarkdown(title, todos),
        },
        { extension: 'csv', about: 'the to-dos, a row each', pieces: writeListCsv(todos) },
      ],
    };
  };
}

const COMMENT_COLUMNS = ['Written at', 'Author', 'Author e-mail', 'On', 'Item id', 'In', 'Comment'];

/** A deleted account's comments name no one (the spec's 'Anon'). */
function authorOf(comment: ExportedComment): [string, string] {
  if (comment.author_email === null) return ['Anon', ''];
  return [comment.author_name ?? comment.author_email, comment.author_email];
}

async function* commentLines(
  comments: AsyncIterable<ExportedComment>,
  paths: ReadonlyMap<string, string>,
): AsyncGenerator<string, void, undefined> {
  let chunk = CSV_BOM + csvLine(COMMENT_COLUMNS);
  for await (const comment of comments) {
    const where = comment.document_name === null ? '' : (paths.get(comment.document_name) ?? '');
    chunk += csvLine([
      comment.created_at.toISOString(),
      ...authorOf(comment),
      comment.target_kind === 'todo' ? 'to-do' : 'card',
      comment.target_id,
      where,
      comment.body,
    ]);
    if (chunk.length >= 16 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

function readme(workspaceName: string, exportedAt: Date, files: ReadonlyArray<[string, string]>): string {
  const lines = [
    `Mindlane: everything in the workspace "${workspaceName}", exported ${exportedAt.toISOString()}.`,
    '',
    'maps/    each mind map twice: OPML (opens in most outliners and mind-map tools) and JSON (every node).',
    'lists/   each to-do list and the inbox twice: a Markdown task list and CSV.',
    'boards/  each board twice: CSV (a card a row) and JSON in the shape of a Trello export.',
    'Mindlane imports every one of these files again (Import on the maps, lists and boards pages).',
    '',
    'Files:',
    ...files.map(([path, about]) => `  ${path}: ${about}`),
    '',
  ];
  return lines.join('\r\n');
}

export interface ArchiveSources {
  repository: DataExportRepository;
  /** Reads a live document through the documents door (app.documents.withDocument). */
  withDocument: <T>(documentName: string, read: (doc: Y.Doc) => T) => Promise<T>;
  log: FastifyBaseLogger;
}

/**
 * The whole workspace as a zip, written as it is sent: documents are read one at a time and each file is
 * added only once the one before it has gone into the archive, so memory holds one document at a time
 * whatever the workspace's size. Ends early, reading nothing more, when the reader goes away.
 */
export function workspaceArchive(
  { repository, withDocument, log }: ArchiveSources,
  workspace: { id: string; name: string },
  now: Date,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | null = null;
  output.once('close', () => current?.destroy());
  const files: Array<[string, string]> = [];

  const add = async (path: string, about: string, pieces: Pieces) => {
    if (output.destroyed) throw new Error('The download was cancelled');
    const entry = Readable.from(Symbol.asyncIterator in pieces ? pieces : inChunks(pieces), {
      objectMode: false,
    });
    current = entry;
    zip.addReadStream(entry, path, { mtime: now });
    files.push([path, about]);
    await finished(entry);
  };

  const write = async () => {
    const nameOf = uniqueNames();
    const paths = new Map<string, string>();
    for (const documentName of await repository.documentNames(workspace.id)) {
      const parsed = parseDocumentName(documentName);
      if (!parsed) continue;
      if (output.destroyed) return;
      const { title, files: documentFiles } = await withDocument(documentName, readDocument(parsed.kind));
      const { folder, fallback } = FOLDERS[parsed.kind];
      if (documentFiles.length === 0) continue;
      const base = nameOf(folder, title, fallback);
      paths.set(documentName, base);
      for (const file of documentFiles) await add(`${base}.${file.extension}`, file.about, file.pieces);
    }
    await add(
      'comments.csv',
      "every comment on a to-do or a card: when, who ('Anon': a deleted account), on what, in which file",
      commentLines(repository.comments(workspace.id), paths),
    );
    const members = await repository.members(workspace.id);
    const memberLines = members.map((member) =>
      csvLine([member.name, member.email, member.role, member.joined_at.toISOString()]),
    );
    await add('members.csv', 'the members, their e-mail addresses and roles', [
      CSV_BOM + csvLine(['Name', 'E-mail', 'Role', 'Joined']),
      ...memberLines,
    ]);
    zip.addBuffer(Buffer.from(readme(workspace.name, now, files)), 'README.txt', { mtime: now });
    zip.end();
  };

  write().catch((error: unknown) => {
    if (!output.destroyed) log.error({ err: error, workspaceId: workspace.id }, 'Workspace export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
