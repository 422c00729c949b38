import { afterAll, describe, expect, it } from 'vitest';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { nameVersion, restoreVersion } from '../../helpers/history';
import { eventually } from '../../helpers/http';
import { twoInstancesOverRedis } from '../../helpers/test-app';

/** A restore written through one instance reaches an editor connected to another, live. */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.REDIS_URL)(
  'a restore through one of two instances',
  () => {
    const instances = twoInstancesOverRedis();
    const open: DocumentClient[] = [];
    afterAll(() => open.forEach((client) => client.close()));

    it('reaches a socket on the other instance', async () => {
      const { first, second } = instances;
      const user = await signUp(first.url);
      const mapId = (await user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } })).body.id as string;
      const add = async (label: string) =>
        expect((await user.post(`${FN}/nodes`, { mindmapId: mapId, label, x: 0, y: 0 })).status).toBe(201);
      await add('Venue');
      const versions = `/api/documents/mindmap/${mapId}/versions`;
      const version = await nameVersion(user, versions, 'Before');
      await add('Music');

      const watcher = openDocument(second.url, `mindmap:${mapId}`, { client: user });
      open.push(watcher);
      await watcher.synced();
      const labels = () => readMindmap(watcher.doc).nodes.map((node) => node.label);
      await eventually(() => labels().includes('Music'));

      await restoreVersion(user, versions, version.id);
      await eventually(() => !labels().includes('Music') && labels().includes('Venue'));
    });
  },
);
