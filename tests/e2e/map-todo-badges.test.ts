import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { eventually } from '../helpers/http';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** Every document name the page's collaboration socket sent a message for (names travel in each frame). */
function documentsOpenedBy(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('latin1');
      for (const match of text.matchAll(/(mindmap|todolist|board|inbox):[0-9a-f-]{36}/g)) names.add(match[0]);
    });
  });
  return names;
}

describe("the map editor's to-do badges", () => {
  it('turns a node’s badge into the check mark when another browser completes its list, without opening the list', async () => {
    const client = await signUp(app.url);
    const created = await client.post(`${FN}/mindmaps`, { data: { title: 'Release', description: '' } });
    expect(created.status).toBe(201);
    const mapId = created.body.id as string;

    const editor = await browser.signedInPage(client, app.url);
    const opened = documentsOpenedBy(editor);
    await editor.goto(`${app.url}/maps/${mapId}`);
    await editor.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0,
    );
    const [root] = await eventually(async () => {
      const nodes = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ id: string }>;
      return nodes.length === 1 ? nodes : undefined;
    }, 15_000);

    const list = await client.post(`${FN}/todo-lists`, {
      title: 'Release tasks',
      description: '',
      nodeId: root!.id,
      mindmapId: mapId,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const listId = list.body.id as string;
    for (const title of ['Tag the build', 'Write the notes']) {
      const todo = await client.post(`${FN}/todos`, { title, description: '', list_id: listId });
      expect(todo.status, JSON.stringify(todo.body)).toBe(201);
    }

    await editor.getByRole('button', { name: 'Show outline' }).click();
    const outline = editor.getByRole('navigation', { name: 'Outline' });
    await outline.getByRole('treeitem', { name: 'Release, to-do list', exact: true }).waitFor();

    const other = await browser.signedInPage(client, app.url);
    await other.goto(`${app.url}/todos/${listId}`);
    await other.getByRole('checkbox', { name: 'Done: Tag the build' }).check();
    await other.getByRole('checkbox', { name: 'Done: Write the notes' }).check();

    await outline
      .getByRole('treeitem', { name: 'Release, to-do list complete', exact: true })
      .waitFor({ timeout: 15_000 });

    // And back when a to-do reopens.
    await other.getByRole('checkbox', { name: 'Done: Write the notes' }).uncheck();
    await outline
      .getByRole('treeitem', { name: 'Release, to-do list', exact: true })
      .waitFor({ timeout: 15_000 });

    expect([...opened].filter((name) => name.startsWith('todolist:'))).toEqual([]);
    expect(opened.has(`mindmap:${mapId}`)).toBe(true);
  });
});
