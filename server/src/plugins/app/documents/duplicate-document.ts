import { randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { copyDocument, copyTitle } from '@shared/schema/rename-and-copy';
import { formatDocumentName } from '@shared/schema/document-name';
import { readTitledMeta } from '@shared/schema/document-meta';
import type { ItemKind } from '@shared/schema/new-document';
import type { AuthContext } from '../authentication/auth';
import { authorOf } from '../authentication/author';
import { createDocument, type DocumentRules } from './documents-service';

/**
 * Makes a copy of the map, list or board `id` (which the caller's workspace holds) as a new item of the
 * workspace, named "<title> (copy)", within the plan limit as any create; answers the copy's id. The copy
 * is made from the document as it is now, edits not yet stored included.
 */
export async function duplicateDocument(
  app: DocumentRules,
  auth: AuthContext,
  kind: ItemKind,
  id: string,
): Promise<string> {
  const state = await app.documents.withDocument(
    formatDocumentName(kind, id),
    (doc) => Y.encodeStateAsUpdate(doc),
    { author: authorOf(auth) },
  );
  const source = new Y.Doc();
  try {
    Y.applyUpdate(source, state);
    const { title, description } = readTitledMeta(source);
    const copyId = randomUUID();
    const name = copyTitle(kind, title);
    await createDocument(app, auth, {
      kind,
      id: copyId,
      title: name,
      description,
      initialise: (doc) => copyDocument(kind, source, doc, copyId, name),
    });
    return copyId;
  } finally {
    source.destroy();
  }
}
