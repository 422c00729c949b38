import { describe, expect, it } from 'vitest';
import { renameDocument } from '@shared/schema/rename-and-copy';
import { FN, signUp } from '../../helpers/accounts';
import { openDocument } from '../../helpers/collab';
import { openEventStream } from '../../helpers/event-streams';
import { eventually, sameSessionAt } from '../../helpers/http';
import { joinWorkspace } from '../../helpers/teams';
import { twoInstancesOverRedis } from '../../helpers/test-app';

const instances = twoInstancesOverRedis();

async function created(answer: Promise<{ status: number; body: { id?: string } }>): Promise<string> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id!;
}

describe('item-changed events', () => {
  it('tell every member’s stream, on the other instance too, that a map, a list or a board was renamed', async () => {
    const { first, second } = instances;
    const owner = await signUp(first.url);
    const member = await signUp(first.url);
    await joinWorkspace(owner, member);
    const mapId = await created(owner.post(`${FN}/mindmaps`, { data: { title: 'Plan', description: '' } }));
    const listId = await created(owner.post(`${FN}/todo-lists`, { title: 'Errands', description: '' }));
    const boardId = await created(owner.post(`${FN}/boards`, { title: 'Release', description: '' }));
    const stream = await openEventStream(second.url, sameSessionAt(second.url, member));
    const changed = (kind: string, id: string) =>
      eventually(() =>
        stream.received.some(
          (event) => event.type === 'item-changed' && event.kind === kind && event.id === id,
        ),
      );
    try {
      // Over REST (as the tile's menu renames), on the first instance.
      expect((await owner.patch(`${FN}/update/mindmap/${mapId}`, { data: { title: 'Plan B' } })).status).toBe(
        200,
      );
      await changed('mindmap', mapId);
      expect((await owner.patch(`${FN}/todo-lists/${listId}`, { title: 'Chores' })).status).toBe(200);
      await changed('todolist', listId);
      expect((await owner.patch(`${FN}/boards/${boardId}`, { title: 'Release 2' })).status).toBe(200);
      await changed('board', boardId);
      const reader = sameSessionAt(second.url, member);
      const titles = async () =>
        ((await reader.get(`${FN}/mindmaps`)).body as Array<{ id: string; title: string }>).map(
          (map) => map.title,
        );
      expect(await titles()).toEqual(['Plan B']);

      // From the editor's title: a document write, the store on the first instance.
      const count = stream.received.length;
      const editor = openDocument(first.url, `mindmap:${mapId}`, { client: owner });
      try {
        await editor.synced();
        renameDocument('mindmap', editor.doc, { title: 'Plan C' });
        await editor.acknowledged();
        await eventually(() =>
          stream.received
            .slice(count)
            .some((event) => event.type === 'item-changed' && event.kind === 'mindmap' && event.id === mapId),
        );
        expect(await titles()).toEqual(['Plan C']);
      } finally {
        editor.close();
      }
    } finally {
      stream.close();
    }
  });
});
