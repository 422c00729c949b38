import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCard } from '@shared/schema/board';
import { PASSWORD, signUp } from '../../helpers/accounts';
import type { HttpClient } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * An erased account leaves no trace in the boards of the workspaces it leaves: a card it moved last named
 * it (`movedBy`, by its name) in the board's document, its update log and its snapshot; afterwards none of
 * them holds its name or address, while the other movers' names stay.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { ACCOUNT_DELETION_GRACE_DAYS: '0' } });
});
afterAll(() => app?.close());

/** Every stored form of a document: its snapshot and its update log's entries. */
async function storedBytes(documentName: string): Promise<Buffer> {
  const db = app.app.database.db;
  const document = await db
    .selectFrom('documents')
    .select('snapshot')
    .where('name', '=', documentName)
    .executeTakeFirstOrThrow();
  const log = await db
    .selectFrom('document_updates')
    .select('update')
    .where('document_name', '=', documentName)
    .execute();
  return Buffer.concat([document.snapshot ?? new Uint8Array(), ...log.map((entry) => entry.update)]);
}

async function moveToDone(client: HttpClient, cardId: string) {
  const moved = await client.patch(`/api/kanban/cards/${cardId}`, { column_id: 'done' });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

describe('erasing an account from the boards it leaves', () => {
  it('forgets it as the mover of the cards it moved, in the document, its log and its snapshot', async () => {
    const host = await signUp(app.url);
    const mover = await signUp(app.url);
    await joinWorkspace(host, mover, 'editor');
    const board = await host.post('/api/boards', { title: 'Moves' });
    expect(board.status, JSON.stringify(board.body)).toBe(201);
    const card = async (title: string) =>
      (await host.post('/api/kanban/cards', { board_id: board.body.id, column_id: 'new', title })).body
        .id as string;
    const [theirs, hosts] = [await card('Moved by the mover'), await card('Moved by the host')];
    await moveToDone(mover, theirs);
    await moveToDone(host, hosts);
    const name = `board:${board.body.id as string}`;
    // A new account's name is its address's local part, which a move records it by.
    const [moverName, hostName] = [mover, host].map((client) => client.email.split('@')[0]!) as [
      string,
      string,
    ];
    expect((await storedBytes(name)).includes(moverName)).toBe(true);

    const deleted = await mover.request('DELETE', '/api/me', { password: PASSWORD });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);

    const stored = await storedBytes(name);
    expect(stored.includes(moverName)).toBe(false);
    expect(stored.includes(mover.email)).toBe(false);
    expect(stored.includes(hostName)).toBe(true);
    const movers = await app.app.documents.withDocument(
      name,
      () => null,
      (doc) => [theirs, hosts].map((id) => getCard(doc, id)?.movedBy),
    );
    expect(movers).toEqual([null, hostName]);
  });
});
