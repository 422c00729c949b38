import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_DELETED_REASON } from '@shared/presence';
import { FN } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { eventually, sameSessionAt } from '../../helpers/http';
import { startAnotherInstance, startTestApp, type TestApp } from '../../helpers/test-app';
import type { RunningServer } from '@server/server';
import { createBearerClient, createToken } from '../../helpers/tokens';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver';
import { fillWorkspace, keyedLeftovers, leftovers, namesOf, ownerWithTwoWorkspaces } from './deletion-world';

/** A workspace deleted through one instance is closed and gone on the other too. */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'deleting a workspace on two instances sharing one database and Redis',
  () => {
    let first: TestApp;
    let second: RunningServer;
    let receiver: Receiver;
    const open: DocumentClient[] = [];
    beforeAll(async () => {
      receiver = await startReceiver();
      first = await startTestApp({
        env: { REDIS_URL: process.env.REDIS_URL!, ACCOUNT_DELETION_GRACE_DAYS: '0' },
      });
      second = await startAnotherInstance(first);
    });
    afterAll(async () => {
      for (const client of open) client.close();
      await second?.close();
      await first?.close();
      await receiver?.close();
    });

    /** Opens a document on `url` and keeps the reasons the server gives for closing it. */
    async function editing(url: string, name: string, client: Parameters<typeof openDocument>[2]) {
      const editor = openDocument(url, name, client);
      open.push(editor);
      await editor.synced();
      const closes: string[] = [];
      editor.provider.on('close', ({ event }: { event: { reason: string } }) => closes.push(event.reason));
      return closes;
    }

    it('closes its live documents and ends its tokens on both, and leaves nothing of it', async () => {
      const { owner, otherWorkspaceId } = await ownerWithTwoWorkspaces(first);
      const world = await fillWorkspace(first, owner, receiver);
      const names = await namesOf(first, world.workspaceId);
      const { secret } = await createToken(owner, { workspaceId: world.workspaceId, name: 'Sync' });
      const script = createBearerClient(second.url, secret);
      expect((await script.get('/api/mindmaps')).status).toBe(200);
      const onA = await editing(first.url, `board:${world.board.id}`, { client: world.member });
      const onB = await editing(second.url, `board:${world.board.id}`, {
        client: sameSessionAt(second.url, world.member),
      });
      const mapOnB = await editing(second.url, `mindmap:${world.map.id}`, {
        client: sameSessionAt(second.url, owner),
      });

      const workspaces = await owner.get('/api/workspaces');
      const name = workspaces.body.find((one: { current: boolean }) => one.current).name as string;
      const deleted = await owner.request('DELETE', `/api/workspaces/${world.workspaceId}`, {
        confirm: name,
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

      await eventually(() => [onA, onB, mapOnB].every((closes) => closes.includes(DOCUMENT_DELETED_REASON)));
      expect((await script.get('/api/mindmaps')).status).toBe(401);
      const memberOnB = sameSessionAt(second.url, world.member);
      expect((await memberOnB.get(`${FN}/mindmaps`)).body).toEqual([]);
      const ownerOnB = sameSessionAt(second.url, owner);
      const current = (await ownerOnB.get('/api/workspaces')).body.find((one: any) => one.current);
      expect(current.id).toBe(otherWorkspaceId);
      expect(await leftovers(first, names)).toEqual([]);
      expect(
        await keyedLeftovers(
          first,
          world.workspaceId,
          names.filter((one) => one.includes(':')),
        ),
      ).toEqual([]);
    });
  },
);
