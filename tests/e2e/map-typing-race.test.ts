import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNode, mindmapRootId, updateNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { formatDocumentName } from '@shared/schema/document-name';
import { signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { openDocument } from '../helpers/collab';
import { eventually } from '../helpers/http';
import { createMap, mapLabels, openMapEditor, signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** Selects the root by the keyboard, wherever the opening view shows it. */
async function selectRoot(page: Page, title: string): Promise<void> {
  await page.locator('.map-canvas').focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => page.getByTestId('map-selection').textContent()).toBe(`Selected: ${title}`);
}

/** Resolves once the page has rendered a frame after everything it has received so far. */
function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}

/** Where the editor shows map point (x, y) on its canvas, and the canvas's size. */
function onScreen(page: Page, x: number, y: number) {
  return page.evaluate(
    ([px, py]) => {
      const editor = document.querySelector<HTMLElement>('.map-editor')!;
      const view = JSON.parse(editor.dataset.view ?? '{}') as { x: number; y: number; k: number };
      const canvas = editor.querySelector('.map-canvas')!.getBoundingClientRect();
      return { x: px * view.k + view.x, y: py * view.k + view.y, width: canvas.width, height: canvas.height };
    },
    [x, y] as const,
  );
}

describe('typing a new node’s name while a collaborator edits the map', () => {
  it('stores every typed name when the peer’s changes move the node out of view or land between the keys', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Plan');
    const page = await signedInPage(browser.newPage, app.url, client, { width: 1440, height: 700 });
    // Frames come late, as on a busy machine: the peer's updates and the new node's editor meet in them.
    await page.addInitScript(() => {
      const frame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => window.setTimeout(() => frame(callback), 50);
    });
    await openMapEditor(page, app.url, mapId);
    const peer = openDocument(app.url, formatDocumentName('mindmap', mapId), { client });
    await peer.synced();
    const rootId = mindmapRootId(peer.doc)!;
    await selectRoot(page, 'Plan');

    // A new node, half named, when the peer adds a hundred branches: the map is re-laid around them and
    // the node being named moves out of view.
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bud');
    const unnamed = () => readMindmap(peer.doc).nodes.find((node) => node.label === '');
    const before = await eventually(() => unnamed(), 10_000);
    peer.doc.transact(() => {
      for (let index = 0; index < 100; index += 1) {
        addNode(peer.doc, { parentId: rootId, label: `Peer ${index}`, x: 0, y: 0 });
      }
    });
    // The page re-lays the map once the peer's changes pause: the node has moved when that comes back.
    const moved = await eventually(() => {
      const node = unnamed();
      return node && (node.x !== before.x || node.y !== before.y) ? node : undefined;
    }, 10_000);
    await eventually(async () => {
      await nextFrame(page);
      const point = await onScreen(page, moved.x, moved.y);
      return point.y < -40 || point.y > point.height + 40 || point.x < -40 || point.x > point.width + 40;
    }, 10_000);
    await nextFrame(page);

    await page.keyboard.type('get');
    await page.keyboard.press('Enter');

    // Then the peer writes steadily while the keys go in: a rename every few milliseconds, a branch now
    // and then (each re-lays the map).
    const peerNode = addNode(peer.doc, { parentId: rootId, label: 'Peer writes', x: 0, y: 0 })!;
    let writes = 0;
    const writer = setInterval(() => {
      writes += 1;
      updateNode(peer.doc, peerNode, { label: `Peer writes ${writes}` });
      if (writes % 3 === 0) addNode(peer.doc, { parentId: rootId, label: `Peer ${writes}`, x: 0, y: 0 });
    }, 4);
    try {
      await page.keyboard.press('Enter');
      await page.keyboard.type('Costs');
      await page.keyboard.press('Enter');
      await page.getByRole('textbox', { name: 'Node label' }).waitFor({ state: 'detached' });
    } finally {
      clearInterval(writer);
    }
    expect(writes).toBeGreaterThan(10);
    await peer.acknowledged();

    const typed = async () => (await mapLabels(client, mapId)).filter((label) => !label.startsWith('Peer'));
    await eventually(async () => (await typed()).includes('Costs'), 15_000).catch(() => undefined);
    expect(await typed()).toEqual(['Budget', 'Costs', 'Plan']);
    peer.close();
  });
});
