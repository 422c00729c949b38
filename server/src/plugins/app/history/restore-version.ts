import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import type { SkippedItem } from '@shared/api/history';
import { parseDocumentName, type DocumentKind } from '@shared/schema/document-name';
import { itemsMissingFrom, restoreDocument } from '@shared/schema/restore';
import type { Author } from '../../../db/schema';

/** The documents that may hold an item of each kind of document now: to-dos move between lists. */
const HOLDER_KINDS: Record<DocumentKind, readonly DocumentKind[]> = {
  mindmap: [],
  todolist: ['todolist', 'inbox'],
  inbox: ['todolist', 'inbox'],
  board: ['board'],
};

/** Why an item a version holds is not restored: another document holds it now. */
const HELD_ELSEWHERE: Record<DocumentKind, string> = {
  mindmap: 'Now in another map',
  todolist: 'Now in another list',
  inbox: 'Now in the inbox',
  board: 'Now on another board',
};

/**
 * Writes version `version` (a detached document) into the live document as one change by `author`,
 * through the documents door as any REST write (stored and projected before it resolves; every editor,
 * on every instance, sees it live). A to-do or card of the version that the document no longer holds
 * and that another document of the workspace holds now (a to-do moved to another list) is left where
 * it is: answered as skipped, with why.
 */
export async function restoreVersion(
  app: Pick<FastifyInstance, 'documents' | 'repos'>,
  target: { documentName: string; workspaceId: string; author: Author },
  version: Y.Doc,
): Promise<SkippedItem[]> {
  const { documentName, workspaceId, author } = target;
  const { kind } = parseDocumentName(documentName)!;
  const missing = await app.documents.withDocument(documentName, (doc) =>
    itemsMissingFrom(kind, doc, version),
  );
  // One read of the item index for all of them (holdersOfItem coalesces the lookups of one turn).
  const holders = await Promise.all(
    missing.map((id) => app.repos.documents.holdersOfItem(workspaceId, HOLDER_KINDS[kind], id)),
  );
  const skipped: SkippedItem[] = [];
  missing.forEach((id, index) => {
    const elsewhere = holders[index]!.find((holder) => holder !== documentName);
    const holderKind = elsewhere ? parseDocumentName(elsewhere)?.kind : undefined;
    if (holderKind) skipped.push({ id, reason: HELD_ELSEWHERE[holderKind] });
  });
  const skip = new Set(skipped.map((item) => item.id));
  await app.documents.withDocument(documentName, (doc) => void restoreDocument(kind, doc, version, skip), {
    author,
  });
  return skipped;
}
