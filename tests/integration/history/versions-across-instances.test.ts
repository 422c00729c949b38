import { afterAll, describe, expect, it } from 'vitest';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { documentAtVersion } from '../../helpers/history';
import { eventually, sameSessionAt } from '../../helpers/http';
import { twoInstancesOverRedis } from '../../helpers/test-app';

/**
 * One map edited live through two instances: each instance stores it, and its history is written once,
 * under the document's lock (one open version at a time, numbers never taken twice), whichever instance
 * a version is named on.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'a map’s history, edited through two instances',
  () => {
    const instances = twoInstancesOverRedis();
    const open: DocumentClient[] = [];
    afterAll(() => open.forEach((client) => client.close()));

    it('is written once, and a name taken on either instance holds both instances’ edits', async () => {
      const { first, second } = instances;
      const user = await signUp(first.url);
      const mapId = (await user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } })).body.id as string;
      const name = `mindmap:${mapId}`;
      const editors = [first, second].map((server) => {
        const editor = openDocument(server.url, name, { client: user });
        open.push(editor);
        return editor;
      });
      for (const editor of editors) await editor.synced();
      const root = readMindmap(editors[0]!.doc).nodes[0]!.id;
      for (let round = 0; round < 5; round += 1) {
        editors.forEach((editor, index) =>
          addNode(editor.doc, { parentId: root, label: `From ${index} #${round}`, x: 0, y: 0 }),
        );
        await Promise.all(editors.map((editor) => editor.acknowledged()));
      }

      const versions = `/api/documents/mindmap/${mapId}/versions`;
      const named = await sameSessionAt(second.url, user).post(versions, { name: 'Both' });
      expect(named.status, JSON.stringify(named.body)).toBe(201);
      const document = await documentAtVersion(user, first.url, versions, named.body.id);
      const labels = readMindmap(document).nodes.map((node) => node.label);
      for (let round = 0; round < 5; round += 1) {
        expect(labels).toEqual(expect.arrayContaining([`From 0 #${round}`, `From 1 #${round}`]));
      }

      // The first instance still knows the version the second one named as open: its next store finds it
      // cut and opens the next one.
      addNode(editors[0]!.doc, { parentId: root, label: 'After the name', x: 0, y: 0 });
      await editors[0]!.acknowledged();
      await eventually(async () =>
        ((await user.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ label: string }>).some(
          (node) => node.label === 'After the name',
        ),
      );
      const again = await user.post(versions, { name: 'After' });
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      const after = await documentAtVersion(user, first.url, versions, again.body.id);
      expect(readMindmap(after).nodes.map((node) => node.label)).toContain('After the name');
      expect(readMindmap(document).nodes.map((node) => node.label)).not.toContain('After the name');

      const rows = await first.app.database.db
        .selectFrom('document_versions')
        .select(['seq', 'open'])
        .where('document_name', '=', name)
        .orderBy('seq')
        .execute();
      expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
      expect(rows.filter((row) => row.open).length).toBeLessThanOrEqual(1);
    });
  },
);
