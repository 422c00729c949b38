import type { FastifyInstance } from 'fastify';
import { EDITED_FIELDS, type ActivityEntry, type ActivityPage } from '@shared/api/activity';
import { parseDocumentName, type DocumentKind } from '@shared/schema/document-name';
import type { Author } from '../../../db/schema';
import { documentOfItem } from '../documents/documents-service';
import {
  createActivityRepository,
  type ActivityCursor,
  type ActivityItemKind,
  type ActivityRow,
} from './activity-repository';
import { memberIdsOf, presentAuthor } from './present-authors';

/** What an item's activity uses of the app. */
type ActivityDeps = Pick<FastifyInstance, 'documents' | 'repos' | 'database'>;

/** Where each kind of item lives, and what it is called in a 404. */
const ITEMS: Record<ActivityItemKind, { kinds: DocumentKind[]; noun: string }> = {
  todo: { kinds: ['todolist', 'inbox'], noun: 'Todo' },
  card: { kinds: ['board'], noun: 'Card' },
};

/** The inbox's name in a to-do's move, as the to-do screens call it. */
const INBOX_NAME = 'Unassigned';

type Names = { members: Map<string, string>; places: Map<string, string> };

const value = (row: ActivityRow, field: string, side: 'previous' | 'value') => {
  const found = row.fields[field]?.[side];
  return typeof found === 'string' ? found : null;
};

/** The entries one change or comment makes: one, or several when a change did several things at once. */
export function entriesOf(row: ActivityRow, names: Names): Omit<ActivityEntry, 'authors'>[] {
  const at = row.at;
  if (row.action === 'commented') return [{ at, kind: 'commented', text: row.body ?? '' }];
  if (row.action === 'created') return [{ at, kind: 'created', to: value(row, 'title', 'value') }];
  const entries: Omit<ActivityEntry, 'authors'>[] = [];
  const place = (field: string, side: 'previous' | 'value') =>
    names.places.get(value(row, field, side) ?? '') ?? null;
  if (row.action === 'completed' || row.action === 'reopened') entries.push({ at, kind: row.action });
  if (row.action === 'moved' && 'column_id' in row.fields)
    entries.push({ at, kind: 'lane', from: place('column_id', 'previous'), to: place('column_id', 'value') });
  if (row.action === 'moved' && 'document_name' in row.fields)
    entries.push({
      at,
      kind: 'moved',
      from: place('document_name', 'previous'),
      to: place('document_name', 'value'),
    });
  if ('title' in row.fields)
    entries.push({
      at,
      kind: 'renamed',
      from: value(row, 'title', 'previous'),
      to: value(row, 'title', 'value'),
    });
  const edited = EDITED_FIELDS.filter((field) => field in row.fields);
  if (edited.length > 0) entries.push({ at, kind: 'edited', fields: edited });
  return entries;
}

/**
 * Who made a change: a comment's author, or the authors of the store that recorded it. The system is left
 * out beside anyone else: a store's authors are everyone whose updates it held, and the server's own
 * writes (a document's migration, a merge) ride along with a person's edit they did not make.
 */
function authorsOf(row: ActivityRow): Author[] {
  if (row.source === 'm') return row.author_id ? [{ kind: 'member', userId: row.author_id }] : [];
  const others = row.authors.filter((author) => author.kind !== 'system');
  return others.length > 0 ? others : row.authors;
}

/** The ids of the lanes (a card) or lists (a to-do) a page's moves name. */
function placesOf(rows: readonly ActivityRow[], field: 'column_id' | 'document_name'): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.action !== 'moved') continue;
    for (const side of ['previous', 'value'] as const) {
      const id = value(row, field, side);
      if (id) ids.add(id);
    }
  }
  return [...ids];
}

/** The names of the places a page's moves name, by the id the change record holds. */
async function placeNames(
  repository: ReturnType<typeof createActivityRepository>,
  workspaceId: string,
  holder: { kind: DocumentKind; id: string },
  rows: readonly ActivityRow[],
): Promise<Map<string, string>> {
  if (holder.kind === 'board') return repository.laneNames(holder.id, placesOf(rows, 'column_id'));
  const documents = placesOf(rows, 'document_name');
  const lists = documents.flatMap((name) => {
    const parsed = parseDocumentName(name);
    return parsed?.kind === 'todolist' ? [parsed.id] : [];
  });
  const titles = await repository.listTitles(workspaceId, lists);
  const names = new Map<string, string>();
  for (const name of documents) {
    const parsed = parseDocumentName(name);
    if (parsed?.kind === 'inbox') names.set(name, INBOX_NAME);
    const title = parsed ? titles.get(parsed.id) : undefined;
    if (title !== undefined) names.set(name, title);
  }
  return names;
}

/** Reads the cursor a page handed out (shared/api/activity.ts checked its form). */
export function parseActivityCursor(cursor: string | undefined): ActivityCursor | null {
  if (!cursor) return null;
  const [at, source, id] = cursor.split('~') as [string, 'c' | 'm', string];
  return { at, source, id };
}

/**
 * A to-do's or a card's recent history, newest first: what the change record holds of it (created,
 * renamed, edited, completed or reopened, moved to another lane or list) and its comments, by pages of
 * `limit` changes. 404 when no document of the caller's workspace holds the item.
 */
export async function itemActivity(
  app: ActivityDeps,
  workspaceId: string,
  kind: ActivityItemKind,
  itemId: string,
  page: { limit: number; cursor?: string },
): Promise<ActivityPage> {
  const { kinds, noun } = ITEMS[kind];
  const holder = await documentOfItem(app, kinds, workspaceId, itemId, noun);
  const repository = createActivityRepository(app.database.db);
  const cursor = parseActivityCursor(page.cursor);
  const rows = await repository.page(workspaceId, kind, itemId, page.limit + 1, cursor);
  const shown = rows.slice(0, page.limit);
  const names = {
    members: await app.repos.users.namesOf(memberIdsOf(shown.flatMap(authorsOf))),
    places: await placeNames(repository, workspaceId, holder, shown),
  };
  const last = shown.at(-1);
  return {
    entries: shown.flatMap((row) => {
      const authors = authorsOf(row).map((author) => presentAuthor(author, names.members));
      return entriesOf(row, names).map((entry) => ({ ...entry, authors }));
    }),
    nextCursor: rows.length > page.limit && last ? `${last.at}~${last.source}~${last.id}` : null,
  };
}
