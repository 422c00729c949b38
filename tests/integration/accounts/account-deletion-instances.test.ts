import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@server/server';
import { FN, PASSWORD, signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { currentWorkspaceId } from '../../helpers/documents';
import { eventually, sameSessionAt } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { startAnotherInstance, startTestApp, type TestApp } from '../../helpers/test-app';
import { createBearerClient, createToken } from '../../helpers/tokens';

/** An account deleted through one instance is refused on the other at once: sessions, tokens, sockets. */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'deleting an account on two instances sharing one database and Redis',
  () => {
    let first: TestApp;
    let second: RunningServer;
    const open: DocumentClient[] = [];
    beforeAll(async () => {
      first = await startTestApp({
        env: { REDIS_URL: process.env.REDIS_URL!, ACCOUNT_DELETION_GRACE_DAYS: '0' },
      });
      second = await startAnotherInstance(first);
    });
    afterAll(async () => {
      for (const client of open) client.close();
      await second?.close();
      await first?.close();
    });

    it('ends its sessions, tokens and live documents on the other instance too', async () => {
      const user = await signUp(first.url);
      const { secret } = await createToken(user, { workspaceId: await currentWorkspaceId(user) });
      const host = await signUp(first.url);
      await joinWorkspace(host, user, 'editor');
      const map = await host.post(`${FN}/mindmaps`, { data: { title: 'Shared plans' } });
      expect(map.status, JSON.stringify(map.body)).toBe(201);
      const onB = sameSessionAt(second.url, user);
      const script = createBearerClient(second.url, secret);
      // Each answered once on B, so that B keeps the session and the token.
      expect((await onB.get(`${FN}/mindmaps`)).status).toBe(200);
      expect((await script.get('/api/mindmaps')).status).toBe(200);
      const editor = openDocument(second.url, `mindmap:${map.body.id}`, { client: onB });
      open.push(editor);
      await editor.synced();
      const closes: string[] = [];
      editor.provider.on('close', ({ event }: { event: { reason: string } }) => closes.push(event.reason));

      const deleted = await user.request('DELETE', '/api/me', { password: PASSWORD });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);

      expect((await onB.get(`${FN}/mindmaps`)).status).toBe(401);
      expect((await script.get('/api/mindmaps')).status).toBe(401);
      await eventually(() => closes.length > 0);
      const members = await sameSessionAt(second.url, host).get(`${FN}/team-members`);
      expect(members.body.map((member: { email: string }) => member.email)).toEqual([host.email]);
    });
  },
);
