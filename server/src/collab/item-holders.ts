import type * as Y from 'yjs';
import { parseDocumentName, type DocumentKind, type DocumentName } from '@shared/schema/document-name';
import { holdsItem } from '@shared/schema/items';

/**
 * The kinds whose items stay in the document that made them (a node in its map, a card in its board). A
 * to-do can move to another list, and is in both for a moment: that moment answers 409, which only the
 * item index can tell, so to-dos are always looked up there.
 */
const SETTLED_KINDS: readonly DocumentKind[] = ['mindmap', 'board'];

/** How many holders an instance keeps; the oldest found goes first. */
export const KEPT_HOLDERS = 50_000;

/**
 * What lookups told this instance about the documents open on it, kept so that a REST write to one of
 * them needs no lookup of its own:
 * - the document the item index named for a node or card, used only while that document is open here and
 *   holds the item now (read from the live document, which every instance's edits reach);
 * - the workspace of a document a lookup found in it (a document never changes workspace), used only while
 *   the document is open here.
 * A deleted item, a document not open here or one deleted (the 'deleted' access event forgets it) goes to
 * the database as before; a document deleted on another instance a moment before this one heard of it
 * refuses the write at its store (DocumentGoneError, 404).
 */
export function createItemHolders(openDocument: (documentName: string) => Y.Doc | undefined) {
  const holders = new Map<string, string>();
  const workspaces = new Map<string, string>();
  const keyOf = (workspaceId: string, itemId: string) => `${workspaceId}/${itemId}`;
  /** Keeps `key` as the newest entry of `kept`, letting the oldest go beyond KEPT_HOLDERS. */
  const keep = (kept: Map<string, string>, key: string, value: string) => {
    kept.delete(key);
    if (kept.size >= KEPT_HOLDERS) kept.delete(kept.keys().next().value!);
    kept.set(key, value);
  };

  return {
    /** The item index named `documentName` as the one holder of the item in the workspace. */
    found(workspaceId: string, itemId: string, documentName: string) {
      keep(workspaces, documentName, workspaceId);
      const name = parseDocumentName(documentName);
      if (name && SETTLED_KINDS.includes(name.kind)) keep(holders, keyOf(workspaceId, itemId), documentName);
    },
    /** The kept holder of one of `kinds`, when it is open here and holds the item now; else null. */
    openHolder(workspaceId: string, kinds: readonly DocumentKind[], itemId: string): DocumentName | null {
      const documentName = holders.get(keyOf(workspaceId, itemId));
      const name = documentName ? parseDocumentName(documentName) : null;
      if (!documentName || !name || !kinds.includes(name.kind)) return null;
      const document = openDocument(documentName);
      return document && holdsItem(name.kind, document, itemId) ? name : null;
    },
    /** A lookup found document `documentName` in workspace `workspaceId`. */
    inWorkspace(documentName: string, workspaceId: string) {
      keep(workspaces, documentName, workspaceId);
    },
    /** Whether the document is open here and a lookup found it in `workspaceId`. */
    openInWorkspace(documentName: string, workspaceId: string): boolean {
      return workspaces.get(documentName) === workspaceId && openDocument(documentName) !== undefined;
    },
    /** A deleted document holds nothing any more. */
    forgetDocument(documentName: string) {
      workspaces.delete(documentName);
      for (const [key, holder] of holders) if (holder === documentName) holders.delete(key);
    },
  };
}

export type ItemHolders = ReturnType<typeof createItemHolders>;
