import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import type { Version } from '@shared/api/history';
import { formatDocumentName, parseDocumentName, type DocumentKind } from '@shared/schema/document-name';
import type { Author } from '../../../db/schema';
import { notFound } from '../../../http-errors';
import { memberIdsOf, presentAuthor } from './present-authors';
import { restoreVersion } from './restore-version';
import { versionContent, type VersionContent } from './version-content';
import type { VersionRow } from './versions-repository';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const VERSION_NOT_FOUND = 'Version not found';

/** What the history routes use of the app. */
type HistoryDeps = Pick<FastifyInstance, 'repos' | 'clock' | 'documents'>;

/**
 * A document's history as its routes read it: the versions cut so far (a version due to be cut is cut on
 * the way, so a list read a minute after the last edit shows it), a version's state, and naming the
 * current state.
 */
export function createHistory(app: HistoryDeps) {
  /** The document's name, when it exists in the caller's workspace (404 otherwise, as for any stranger). */
  async function documentIn(workspaceId: string, kind: DocumentKind, id: string): Promise<string> {
    const name = formatDocumentName(kind, id);
    if (kind === 'inbox') {
      if (id !== workspaceId) throw notFound(DOCUMENT_NOT_FOUND);
      return name;
    }
    if ((await app.repos.documents.workspaceOf(name)) !== workspaceId) throw notFound(DOCUMENT_NOT_FOUND);
    return name;
  }

  async function present(rows: readonly VersionRow[]): Promise<Version[]> {
    const members = await app.repos.users.namesOf(memberIdsOf(rows.flatMap((row) => row.authors)));
    return rows.map((row) => ({
      id: row.id,
      createdAt: (row.cut_at ?? row.edited_at).toISOString(),
      name: row.name,
      authors: row.authors.map((author) => presentAuthor(author, members)),
      summary: row.summary,
    }));
  }

  async function versionOf(documentName: string, versionId: string): Promise<VersionRow> {
    await app.repos.versions.cutIfDue(documentName, app.clock.now());
    const row = await app.repos.versions.find(documentName, versionId);
    if (!row) throw notFound(VERSION_NOT_FOUND);
    return row;
  }

  /** The document as it was at version `seq`: its checkpoint with the deltas after it applied. */
  async function documentAt(documentName: string, seq: number): Promise<Y.Doc> {
    const document = new Y.Doc();
    for (const update of await app.repos.versions.chain(documentName, seq)) Y.applyUpdate(document, update);
    return document;
  }

  /** The document's newest cut version, as the list shows it. */
  async function newest(documentName: string): Promise<Version> {
    const [row] = await app.repos.versions.list(documentName, 1, null);
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    const [version] = await present([row]);
    return version!;
  }

  /** Cuts the live document's current state as a version, named or not (404 when it is gone). */
  async function cut(documentName: string, name: string | null, author: Author): Promise<void> {
    if (!(await app.documents.nameVersion(documentName, name, author))) throw notFound(DOCUMENT_NOT_FOUND);
  }

  return {
    documentIn,

    /** A page of the document's versions, newest first, and the cursor of the next page (null at the end). */
    async list(documentName: string, limit: number, cursor: string | undefined) {
      await app.repos.versions.cutIfDue(documentName, app.clock.now());
      const rows = await app.repos.versions.list(documentName, limit + 1, cursor ? Number(cursor) : null);
      const page = rows.slice(0, limit);
      return {
        versions: await present(page),
        nextCursor: rows.length > limit ? String(page.at(-1)!.seq) : null,
      };
    },

    /** The document's state at a version, as a Yjs update: its checkpoint with the deltas after it applied. */
    async state(documentName: string, versionId: string): Promise<Uint8Array> {
      const row = await versionOf(documentName, versionId);
      const document = await documentAt(documentName, row.seq);
      const state = Y.encodeStateAsUpdate(document);
      document.destroy();
      return state;
    },

    /** The document at a version in the shape of its kind's REST read (version-content.ts). */
    async content(documentName: string, workspaceId: string, versionId: string): Promise<VersionContent> {
      const row = await versionOf(documentName, versionId);
      const name = parseDocumentName(documentName)!;
      const board = name.kind === 'board' ? await app.repos.boards.summary(name.id, workspaceId) : null;
      const times = board && {
        createdAt: new Date(board.created_at),
        versionAt: row.cut_at ?? row.edited_at,
      };
      const document = await documentAt(documentName, row.seq);
      try {
        return versionContent(name, document, workspaceId, times);
      } finally {
        document.destroy();
      }
    },

    /** Names the document's current state, edits no store holds yet included; the version it became. */
    async name(documentName: string, name: string, author: Author): Promise<Version> {
      await cut(documentName, name, author);
      return newest(documentName);
    },

    /**
     * Restores the document to a version (restore-version.ts): the state before is cut as a version
     * first, and the restore is the version answered.
     */
    async restore(documentName: string, workspaceId: string, versionId: string, author: Author) {
      const row = await versionOf(documentName, versionId);
      const document = await documentAt(documentName, row.seq);
      try {
        await cut(documentName, null, author);
        const skipped = await restoreVersion(app, { documentName, workspaceId, author }, document);
        await cut(documentName, null, author);
        return { version: await newest(documentName), skipped };
      } finally {
        document.destroy();
      }
    },
  };
}

export type History = ReturnType<typeof createHistory>;
