import { afterEach, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@shared/api/search';
import { updateNode } from '@shared/schema/mindmap';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument, type DocumentClient } from '../../helpers/collab';
import { eventually, sameSessionAt, type HttpClient } from '../../helpers/http';
import { twoInstancesOverRedis } from '../../helpers/test-app';

/**
 * Search on instances sharing PostgreSQL and Redis: what one instance stores (a REST write, a live edit) is
 * found through the other, with no job run by the test. How soon is bench/search's figure: tests assert no
 * timings. Needs TEST_DATABASE_URL and REDIS_URL.
 */
const missing = !process.env.REDIS_URL || !process.env.TEST_DATABASE_URL;

const titles = async (client: HttpClient, q: string) =>
  (await client.get<SearchAnswer>(`/api/search?q=${encodeURIComponent(q)}`)).body.results.map(
    (result) => result.title,
  );

describe.skipIf(missing)('search across instances', () => {
  const instances = twoInstancesOverRedis();
  const open: DocumentClient[] = [];
  afterEach(() => open.splice(0).forEach((client) => client.close()));

  it('finds on one instance a REST write and a live edit stored by the other', async () => {
    const { first, second } = instances;
    const user = await signUp(first.url);
    const there = sameSessionAt(second.url, user);
    const mapId = (await user.post(`${FN}/mindmaps`, { data: { title: 'Harbour plan' } })).body.id as string;
    const node = await user.post(`${FN}/nodes`, { mindmapId: mapId, label: 'Ferry times', x: 0, y: 0 });
    expect(node.status).toBe(201);
    // Each instance has answered a search once (its first request on a session is slower): the map and its
    // root node, which takes the map's title, are indexed.
    await first.app.jobs.runDue();
    expect(await titles(there, 'harbour')).toEqual(['Harbour plan', 'Harbour plan']);
    expect(await titles(user, 'ferry')).toEqual(['Ferry times']);

    expect((await user.patch(`${FN}/nodes/${node.body.id}`, { label: 'Lighthouse tour' })).status).toBe(200);
    await eventually(async () => (await titles(there, 'lighthouse')).length === 1, 15_000, 10);

    // A live edit on the second instance, found through the first.
    const editor = openDocument(second.url, `mindmap:${mapId}`, { client: there });
    open.push(editor);
    await editor.synced();
    updateNode(editor.doc, node.body.id as string, { label: 'Lighthouse tour, Île de Sein' });
    await editor.acknowledged();
    await eventually(async () => (await titles(user, 'ile sein')).length === 1, 15_000, 10);
    expect(await titles(user, 'ferry')).toEqual([]);
  });
});
