import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import * as Y from 'yjs';
import { formatDocumentName, parseDocumentName, type DocumentKind } from '@shared/schema/document-name';
import { initNewDocument, newDocumentSeed, type ItemKind } from '@shared/schema/new-document';
import { ID_IN_USE, ID_OF_DELETED } from '@shared/api/fields';
import { FOLLOW_CHANGES_JOB } from '../../../documents/changes';
import { conflict, notFound } from '../../../http-errors';
import type { AuthContext } from '../authentication/auth';
import { authorOf } from '../authentication/author';
import { assertWithinLimit, type LimitedResource } from '../access/limits';
import { documentCreated, documentDeleted } from '../webhooks/document-events';

const LIMIT_OF: Record<Exclude<DocumentKind, 'inbox'>, LimitedResource> = {
  mindmap: 'mindmaps',
  todolist: 'todoLists',
  board: 'boards',
};

const PARENT_TABLE = { mindmap: 'mindmaps', todolist: 'todo_lists', board: 'boards' } as const;

/** What the change record calls a map, a list or a board. */
const CHANGE_KIND = { mindmap: 'map', todolist: 'list', board: 'board' } as const;

/** What creating and deleting a map, list or board uses. */
export type DocumentRules = Pick<
  FastifyInstance,
  'documents' | 'database' | 'repos' | 'clock' | 'accessEvents' | 'jobs'
>;

/** What finding an item's document uses: the holders kept by the documents door, else the item index. */
export type ItemLookup = Pick<FastifyInstance, 'documents' | 'repos'>;

/**
 * For a create whose id the device chose: 'existing' when this user already made it in this workspace
 * (a retried create), null when the id is free; 409 when someone else, or another workspace, holds it.
 */
async function earlierCreate(
  app: Pick<FastifyInstance, 'database'>,
  auth: AuthContext,
  kind: Exclude<DocumentKind, 'inbox'>,
  id: string,
): Promise<'existing' | null> {
  const row = await app.database.db
    .selectFrom(PARENT_TABLE[kind])
    .select(['workspace_id', 'created_by'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.workspace_id === auth.workspace.workspaceId && row.created_by === auth.user.id) return 'existing';
  throw conflict(ID_IN_USE);
}

/** The create's name is taken or was deleted: its transaction is undone. */
class NameSpent extends Error {}

/**
 * The 409 of a create whose name is spent: a deleted document's (never used again; a member of its
 * workspace is told so) or one still loaded here (a create undone a moment ago, still leaving memory).
 */
async function spentName({ documents }: Pick<FastifyInstance, 'documents'>, auth: AuthContext, name: string) {
  return conflict((await documents.wasDeletedFor(auth, name)) ? ID_OF_DELETED : ID_IN_USE);
}

/**
 * Creates a map, list or board in one step: within the plan limit, its projection row and its document
 * row in one transaction, then its content through the live document (stored and projected before this
 * resolves). If the content cannot be written, the rows go again.
 *
 * With `deviceMade` the id came from the client: a create already made by this user in this workspace
 * resolves to 'existing' and changes nothing, so a retried create never makes two.
 */
export async function createDocument(
  app: DocumentRules,
  auth: AuthContext,
  input: {
    kind: Exclude<DocumentKind, 'inbox'>;
    id: string;
    title: string;
    description: string;
    deviceMade?: boolean;
    initialise(document: Y.Doc): void;
  },
): Promise<'created' | 'existing'> {
  if (input.deviceMade && (await earlierCreate(app, auth, input.kind, input.id))) return 'existing';
  const name = formatDocumentName(input.kind, input.id);
  // A loaded copy of a name that is no document is an old one on its way out: never handed to a new one.
  if (app.documents.isLoaded(name)) throw await spentName(app, auth, name);
  const now = app.clock.now();
  let told: () => void;
  try {
    told = await app.database.db.transaction().execute(async (trx) => {
      await assertWithinLimit(app, auth.workspace, LIMIT_OF[input.kind], trx);
      await trx
        .insertInto(PARENT_TABLE[input.kind])
        .values({
          id: input.id,
          workspace_id: auth.workspace.workspaceId,
          title: input.title,
          description: input.description,
          created_by: auth.user.id,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (!(await app.repos.documents.create(name, auth.workspace.workspaceId, now, trx))) {
        throw new NameSpent();
      }
      // The change record starts with the document itself, made by its creator; its content's changes
      // follow from the stores.
      const fields = { title: input.title, description: input.description };
      await trx
        .insertInto('document_changes')
        .values({
          workspace_id: auth.workspace.workspaceId,
          document_name: name,
          item_kind: CHANGE_KIND[input.kind],
          item_id: input.id,
          action: 'created',
          fields: JSON.stringify(
            Object.fromEntries(
              Object.entries(fields).map(([key, value]) => [key, { previous: null, value }]),
            ),
          ),
          authors: JSON.stringify([authorOf(auth)]),
          changed_at: now,
        })
        .execute();
      return documentCreated(app, trx, auth.workspace.workspaceId, input.kind, input.id);
    });
  } catch (error) {
    // Told apart once the transaction is over: who may learn that the name was deleted is read outside it.
    if (error instanceof NameSpent) throw await spentName(app, auth, name);
    // The same id sent twice at once: the second meets the first's row, or its place under the plan limit.
    if (input.deviceMade && (await earlierCreate(app, auth, input.kind, input.id))) return 'existing';
    throw error;
  }
  // Its webhook event goes out first: the events of its content follow it.
  told();
  try {
    await app.documents.withDocument(name, input.initialise, { author: authorOf(auth) });
  } catch (error) {
    await deleteRows(app, input.kind, input.id, { undo: true });
    throw error;
  }
  return 'created';
}

/**
 * The document's rows, its log, its projection and its change record go; `undo` (a create that failed)
 * leaves its name free.
 */
async function deleteRows(
  app: DocumentRules,
  kind: Exclude<DocumentKind, 'inbox'>,
  id: string,
  { undo }: { undo: boolean },
) {
  const name = formatDocumentName(kind, id);
  const told = await app.database.db.transaction().execute(async (trx) => {
    // The document row first, as a store locks it first: its delete waits for a store holding it, and
    // only then takes the map's, list's or board's row, which that store writes too (taken in the other
    // order, the two waited for each other until PostgreSQL broke the deadlock by failing one).
    if (undo) await app.repos.documents.undoCreate(name, trx);
    else await app.repos.documents.delete(name, trx);
    // Its webhook event is written with the delete, from its row as it was.
    // An undone create told of its creation (in the create's transaction) and now of its end.
    const deletedEvent = await documentDeleted(app, trx, kind, id);
    await trx.deleteFrom(PARENT_TABLE[kind]).where('id', '=', id).execute();
    // After the document row, whose delete waits for a store holding it: that store's change rows and
    // follow job and versions have committed by now, and go too. Nothing a store recorded of it is followed
    // or kept (no notice or card move after the delete, no history), and a name an undone create frees
    // starts with no record.
    await trx.deleteFrom('document_changes').where('document_name', '=', name).execute();
    await trx.deleteFrom('document_versions').where('document_name', '=', name).execute();
    await trx.deleteFrom('imports').where('document_name', '=', name).execute();
    await trx
      .deleteFrom('jobs')
      .where('kind', '=', FOLLOW_CHANGES_JOB)
      .where(sql<string>`payload ->> 'documentName'`, '=', name)
      .execute();
    return deletedEvent;
  });
  told();
  // Every instance closes its editors and lets the document and what it cached of it go; this one before
  // answering, so a create of this name here finds it gone.
  app.accessEvents.emit('deleted', name);
  await app.documents.unloadDeleted(name);
}

/**
 * Deletes the document, its log and its projection, then disconnects every editor and unloads it, on every
 * instance (the 'deleted' access event). In that order: an editor that reconnects at once finds nothing to
 * open. Its name is never used again (documents.delete).
 */
export async function removeDocument(app: DocumentRules, kind: Exclude<DocumentKind, 'inbox'>, id: string) {
  await deleteRows(app, kind, id, { undo: false });
}

/**
 * The id of the document holding an item (a node, to-do or card) that a REST route addresses by id alone,
 * from the item index within the caller's workspace: 404 when no document holds it, 409 when two do (a
 * to-do in the middle of a move between lists, or ids a client chose twice).
 */
export async function documentOfItem(
  { documents, repos }: ItemLookup,
  kinds: readonly DocumentKind[],
  workspaceId: string,
  itemId: string,
  /** What the item is called in errors: 'Node' gives 'Node not found'. */
  noun: string,
): Promise<{ kind: DocumentKind; id: string }> {
  const open = documents.keptHolder(workspaceId, kinds, itemId);
  if (open) return open;
  const holders = await repos.documents.holdersOfItem(workspaceId, kinds, itemId);
  if (holders.length > 1) throw conflict(`${noun} is in more than one place at once; try again in a moment.`);
  const name = holders[0] ? parseDocumentName(holders[0]) : null;
  if (!name) throw notFound(`${noun} not found`);
  documents.holderFound(workspaceId, itemId, holders[0]!);
  return name;
}

/**
 * Creates a map, list or board from a create request. Without an id the server makes one; with one (made
 * on a device, maybe offline) its first state is the seed the device made alike, written at `createdAt`.
 */
export async function createItem(
  app: DocumentRules,
  auth: AuthContext,
  kind: ItemKind,
  request: { title: string; description: string; id?: string; createdAt?: string },
): Promise<{ id: string; outcome: 'created' | 'existing' }> {
  const { title, description } = request;
  const id = request.id ?? randomUUID();
  const deviceMade = request.id !== undefined;
  const createdAt = request.createdAt
    ? new Date(request.createdAt).toISOString()
    : app.clock.now().toISOString();
  const outcome = await createDocument(app, auth, {
    kind,
    id,
    title,
    description,
    deviceMade,
    initialise: deviceMade
      ? (doc) => Y.applyUpdate(doc, newDocumentSeed(kind, { id, title, description }, createdAt))
      : (doc) => initNewDocument(kind, doc, { id, title, description }),
  });
  return { id, outcome };
}

/**
 * Whether document `documentName` is in the workspace: true at once while it is open on this instance and
 * a lookup found it there before (Documents.keptInWorkspace), else as `lookup` finds.
 */
export async function documentInWorkspace(
  { documents }: Pick<FastifyInstance, 'documents'>,
  documentName: string,
  workspaceId: string,
  lookup: () => Promise<boolean>,
): Promise<boolean> {
  if (documents.keptInWorkspace(documentName, workspaceId)) return true;
  if (!(await lookup())) return false;
  documents.foundInWorkspace(documentName, workspaceId);
  return true;
}
