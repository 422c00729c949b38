import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelSideOf } from '@shared/layout/label-place';
import { nodeBox, boxesOverlap } from '@shared/layout/node-footprint';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { silenceableSocket, useBrowser } from '../helpers/browser';
import { eventually, settled, type HttpClient } from '../helpers/http';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { cuttableNetwork } from '../helpers/network';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();
const pageFor = (client: HttpClient, options: { width?: number; height?: number } = {}) =>
  signedInPage(browser.newPage, app.url, client, options);
const openEditor = (page: Page, mapId: string) => openMapEditor(page, app.url, mapId);

interface ApiNode {
  id: string;
  parentId: string | null;
  label: string;
  x: number;
  y: number;
}

async function nodesOf(client: HttpClient, mapId: string): Promise<ApiNode[]> {
  const response = await client.get(`${FN}/nodes?mindmapId=${mapId}`);
  expect(response.status).toBe(200);
  return response.body as ApiNode[];
}

/** Polls the server's projection until the map's labels are exactly `labels` (any order). */
async function expectLabels(client: HttpClient, mapId: string, labels: string[]): Promise<ApiNode[]> {
  const wanted = [...labels].sort();
  let last: string[] = [];
  try {
    return await eventually(async () => {
      const nodes = await nodesOf(client, mapId);
      last = nodes.map((node) => node.label).sort();
      return JSON.stringify(last) === JSON.stringify(wanted) ? nodes : undefined;
    }, 15_000);
  } catch {
    expect(last).toEqual(wanted);
    throw new Error('unreachable');
  }
}

/** The text of a file the page downloaded. */
async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Clicks the middle of the canvas, where a new map's root is shown. */
async function clickRoot(page: Page): Promise<void> {
  const box = await page.locator('.map-canvas').boundingBox();
  if (!box) throw new Error('No canvas');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await selection(page, /Selected: /);
}

async function selection(page: Page, text: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByTestId('map-selection').textContent()).toMatch(text);
}

/** The editor page's connection, cut and restored, each step waiting for the status that says so. */
async function editorNetwork(page: Page) {
  const network = await cuttableNetwork(page);
  const status = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
  return {
    async goOffline() {
      await network.goOffline();
      await status(/Offline|Reconnecting/).waitFor();
    },
    /** Waits until the page says it holds edits the server has not got. */
    async unsynced() {
      await status(/unsynced change/).waitFor();
    },
    async goOnline() {
      await network.goOnline();
      await status('Online').waitFor({ timeout: 30_000 });
    },
  };
}

/** Types a label into the in-place editor that opens on a new node, and commits it. */
async function typeLabel(page: Page, label: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Node label' });
  await input.waitFor();
  await input.fill(label);
  await input.press('Enter');
  await input.waitFor({ state: 'detached' });
}

/** The view the editor last saved for the map on this device (it saves at most every 400 ms). */
async function savedView(page: Page, mapId: string) {
  return page.evaluate((mapId) => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('mindmap_view_') && name.endsWith(`_${mapId}`),
    );
    return key
      ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { x: number; y: number; k: number } | null)
      : null;
  }, mapId);
}

/**
 * The view once it rests: the same saved view twice, more than a save period apart. A view saved while
 * the view still glides to a picked node is one it passes through, not where it stops.
 */
function restingView(page: Page, mapId: string) {
  return settled(() => savedView(page, mapId), { intervalMs: 600, what: 'The saved view' });
}

describe('the mind map list page', () => {
  it('creates a map from the Create tile and opens it in the editor', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await page.goto(`${app.url}/mindmaps`);
    await page.getByText('No mind maps found.').waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Create With AI' }).waitFor();
    await expectAccessible(page, 'the Create dialog on the empty maps page');
    await page.getByLabel('Title').fill('Launch plan');
    await page.getByRole('button', { name: 'Quick Create' }).click();
    await page.waitForURL(/\/maps\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Launch plan' }).waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0,
    );

    await page.goto(`${app.url}/mindmaps`);
    await page.getByRole('heading', { name: 'Launch plan' }).waitFor();
    await page.getByRole('button', { name: 'Delete Launch plan' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this mind map?' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No mind maps found.').waitFor();
  });
});

describe('the mind map editor', () => {
  it('builds a tree with the toolbox and the keyboard, renames, deletes and undoes', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Garden');
    const page = await pageFor(client);
    await openEditor(page, mapId);

    // The first arrow key selects the root, wherever the opening view shows it.
    await page.locator('.map-canvas').focus();
    await page.keyboard.press('ArrowUp');
    await selection(page, 'Selected: Garden');
    await page.getByRole('button', { name: 'Add child' }).click();
    await typeLabel(page, 'Vegetables');
    await page.keyboard.press('Enter');
    await typeLabel(page, 'Flowers');
    await page.keyboard.press('Tab');
    await typeLabel(page, 'Roses');
    await selection(page, 'Selected: Roses');
    await expectLabels(client, mapId, ['Garden', 'Vegetables', 'Flowers', 'Roses']);

    await page.keyboard.press('F2');
    await typeLabel(page, 'Tulips');
    await expectLabels(client, mapId, ['Garden', 'Vegetables', 'Flowers', 'Tulips']);

    const flowers = (await nodesOf(client, mapId)).find((node) => node.label === 'Flowers');
    await page.getByRole('button', { name: 'Show outline' }).click();
    await page
      .getByRole('navigation', { name: 'Outline' })
      .getByRole('treeitem', { name: 'Flowers' })
      .click();
    await selection(page, 'Selected: Flowers');
    // The keys act on the node picked in the outline; Delete takes its whole branch, in one undo step.
    await page.keyboard.press('Delete');
    const deletedNotice = page.getByText('Deleted “Flowers” and its branch: 2 nodes.');
    await deletedNotice.waitFor();
    await expectLabels(client, mapId, ['Garden', 'Vegetables']);
    // The notice sits over the canvas, clear of the toolbar's Export and Save Layout.
    const toolbar = (await page.getByRole('button', { name: 'Save Layout' }).boundingBox())!;
    expect((await deletedNotice.boundingBox())!.y).toBeGreaterThan(toolbar.y + toolbar.height);

    await page.locator('.map-canvas').focus();
    await page.keyboard.press('Control+z');
    // Undone from the keyboard: the notice offering Undo goes too.
    await deletedNotice.waitFor({ state: 'detached' });
    const restored = await expectLabels(client, mapId, ['Garden', 'Vegetables', 'Flowers', 'Tulips']);
    expect(restored.find((node) => node.label === 'Tulips')?.parentId).toBe(flowers?.id);

    // ? lists every key; the toolbar's menu opens the same sheet.
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByText('Collapse all').waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // The whole map as an SVG, every label in full (a long one too), without the grid.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Export as SVG…' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Garden.svg');
    const svg = await readDownload(download);
    for (const label of ['Garden', 'Vegetables', 'Flowers', 'Tulips']) expect(svg).toContain(`>${label}<`);
    expect(svg.match(/<circle /g)).toHaveLength(4);
  });

  it('paints each state of the map once as the editor opens', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Painted once');
    const page = await pageFor(client);
    // Every label is written with fillText once per paint of the map: count the root's.
    await page.addInitScript(() => {
      const counted = window as unknown as { labelPaints: number };
      counted.labelPaints = 0;
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
        if (text === 'Painted once') counted.labelPaints += 1;
        return fillText.call(this, text, ...rest);
      };
    });
    await openEditor(page, mapId);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // Labels are painted once per state shown: the map arriving from the server after the device copy, the
    // canvas taking its size, or the margin around the screen painted once the page is idle (the opening
    // paints the screen alone) is a new state; painting one state's labels twice is the waste this test is
    // for.
    // Both read in one turn of the page: a paint between two reads (the margin, once the page is idle)
    // would count in one and not the other.
    const { states, labelPaints } = await page.evaluate(() => ({
      states: (document.querySelector<HTMLElement>('.map-editor')?.dataset.paintStates ?? '')
        .split(';')
        .filter(Boolean),
      labelPaints: (window as unknown as { labelPaints: number }).labelPaints,
    }));
    expect(labelPaints).toBeGreaterThanOrEqual(1);
    expect(labelPaints).toBeLessThanOrEqual(new Set(states).size);
  });

  it('saves the layout and the view, and shows them again after a reload', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Layout');
    const page = await pageFor(client);
    await openEditor(page, mapId);
    const box = await page.locator('.map-canvas').boundingBox();
    if (!box) throw new Error('No canvas');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 60, centre.y + 20, { steps: 5 });
    await page.mouse.move(centre.x + 120, centre.y + 40, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Save Layout' }).click();
    await page.getByText('Layout saved').waitFor();
    await eventually(async () => {
      const [root] = await nodesOf(client, mapId);
      const map = (await client.get(`${FN}/mapid/${mapId}`)).body as { config: { transform: unknown } };
      return root?.x === 520 && root.y === 340 && map.config.transform !== null;
    }, 15_000);

    await page.reload();
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0,
    );
    await page.mouse.click(centre.x + 120, centre.y + 40);
    await selection(page, 'Selected: Layout');
  });

  it('opens a view saved on a desktop over the same part of the map on a phone', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Atlas');
    const far = { x: 2400, y: 1800 };
    const added = await client.post(`${FN}/nodes`, { mindmapId: mapId, ...far, label: 'Far corner' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const desktop = await pageFor(client);
    await openEditor(desktop, mapId);
    await desktop.getByRole('button', { name: 'Show outline' }).click();
    await desktop
      .getByRole('navigation', { name: 'Outline' })
      .getByRole('treeitem', { name: 'Far corner' })
      .click();
    // The editor glides to the node and remembers the view on this device once it rests there.
    await desktop.waitForFunction(
      ({ mapId, far }) => {
        const key = Object.keys(localStorage).find(
          (name) => name.startsWith('mindmap_view_') && name.endsWith(`_${mapId}`),
        );
        const view = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
        if (!view?.width) return false;
        const centre = { x: (view.width / 2 - view.x) / view.k, y: (view.height / 2 - view.y) / view.k };
        return Math.abs(centre.x - far.x) < 1 && Math.abs(centre.y - far.y) < 1;
      },
      { mapId, far },
      { timeout: 10_000 },
    );
    await desktop.getByRole('button', { name: 'Save Layout' }).click();
    await desktop.getByText('Layout saved').waitFor();
    const saved = await eventually(async () => {
      const map = (await client.get(`${FN}/mapid/${mapId}`)).body as {
        config: { transform: { x: number; y: number; k: number; width?: number; height?: number } | null };
      };
      return map.config.transform;
    }, 15_000);
    const canvas = await desktop.locator('.map-canvas').boundingBox();
    // The map opened fitted, root and far corner both in view; the glide to the node kept that zoom.
    expect(saved.k).toBeLessThan(1);
    expect(saved.width).toBeCloseTo(canvas!.width, 0);
    expect(saved.height).toBeCloseTo(canvas!.height, 0);

    const phone = await pageFor(client, { width: 375, height: 667 });
    await openEditor(phone, mapId);
    await clickRoot(phone);
    await selection(phone, 'Selected: Far corner');
  });

  it('shows an edit made in one browser in the other, live', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Together');
    const alice = await pageFor(client);
    const bob = await pageFor(client);
    await openEditor(alice, mapId);
    await openEditor(bob, mapId);
    await bob.getByRole('button', { name: 'Show outline' }).click();
    const bobOutline = bob.getByRole('navigation', { name: 'Outline' });

    await clickRoot(alice);
    await alice.keyboard.press('Tab');
    await typeLabel(alice, 'From Alice');
    await bobOutline.getByRole('treeitem', { name: 'From Alice' }).waitFor();

    await bobOutline.getByRole('treeitem', { name: 'From Alice' }).click();
    await bob.locator('.map-canvas').focus();
    await bob.keyboard.press('F2');
    await typeLabel(bob, 'Renamed by Bob');
    await alice.getByTestId('map-selection').filter({ hasText: 'Selected: Renamed by Bob' }).waitFor();
  });

  it('shows nodes a script adds and deletes while the map is open, each under its parent in the outline', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Scripted');
    const page = await pageFor(client);
    await openEditor(page, mapId);
    await page.getByRole('button', { name: 'Show outline' }).click();
    const outline = page.getByRole('navigation', { name: 'Outline' });
    const add = async (label: string, parentId?: string) => {
      const added = await client.post(`${FN}/nodes`, { mindmapId: mapId, parentId, label, x: 0, y: 0 });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      return added.body.id as string;
    };
    const shown = async () => (await outline.getByRole('treeitem').allTextContents()).filter(Boolean);

    const alpha = await add('Alpha');
    const beta = await add('Beta');
    await add('Alpha child', alpha);
    await add('Gamma');
    await outline.getByRole('treeitem', { name: 'Gamma' }).waitFor();
    expect(await shown()).toEqual(['Scripted', 'Alpha', 'Alpha child', 'Beta', 'Gamma']);

    expect((await client.delete(`${FN}/nodes/${beta}`)).status).toBe(200);
    await outline.getByRole('treeitem', { name: 'Beta' }).waitFor({ state: 'detached' });
    expect(await shown()).toEqual(['Scripted', 'Alpha', 'Alpha child', 'Gamma']);
  });

  it('keeps editing offline and merges the edits when the connection returns', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Offline');
    const page = await pageFor(client);
    const other = await pageFor(client);
    const network = await editorNetwork(page);
    await openEditor(page, mapId);
    await openEditor(other, mapId);
    await other.getByRole('button', { name: 'Show outline' }).click();

    await network.goOffline();
    await clickRoot(page);
    await page.keyboard.press('Tab');
    await typeLabel(page, 'Written offline');
    await other.locator('.map-canvas').focus();
    await other
      .getByRole('navigation', { name: 'Outline' })
      .getByRole('treeitem', { name: 'Offline' })
      .click();
    await other.locator('.map-canvas').focus();
    await other.keyboard.press('Tab');
    await typeLabel(other, 'Written online');

    await network.unsynced();
    await network.goOnline();
    await other
      .getByRole('navigation', { name: 'Outline' })
      .getByRole('treeitem', { name: 'Written offline' })
      .waitFor({ timeout: 30_000 });
    await expectLabels(client, mapId, ['Offline', 'Written offline', 'Written online']);
  });
});

describe('one node edited in two places at once', () => {
  it('keeps a rename made offline and a move made meanwhile by someone else, both', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Venue');
    const page = await pageFor(client);
    const network = await editorNetwork(page);
    await openEditor(page, mapId);
    await network.goOffline();
    await clickRoot(page);
    await page.keyboard.press('F2');
    await typeLabel(page, 'Venue booked');
    await network.unsynced();

    // Meanwhile another client moves the same node; the offline page's value of it knows nothing of that.
    const rootId = (await nodesOf(client, mapId))[0]!.id;
    const moved = await client.patch(`${FN}/nodes/${rootId}`, { x: 640, y: 90 });
    expect(moved.status).toBe(200);

    await network.goOnline();
    const [root] = await expectLabels(client, mapId, ['Venue booked']);
    expect(root).toMatchObject({ label: 'Venue booked', x: 640, y: 90 });
  });
});

describe('the map editor as a new user finds it', () => {
  it('opens the inline editor on a double-click anywhere on a selected node, and selects a neighbour beside it', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Hub');
    const [root] = await nodesOf(client, mapId);
    // Up and to the right of the root, where the toolbox's anchor box used to lie.
    const added = await client.post(`${FN}/nodes`, {
      mindmapId: mapId,
      x: root!.x + 90,
      y: root!.y - 12,
      label: 'Neighbour',
    });
    expect(added.status).toBe(201);
    const page = await pageFor(client);
    await openEditor(page, mapId);
    const box = (await page.locator('.map-canvas').boundingBox())!;
    // The map opens fitted (at 100% for a map this small): where the root shows.
    const view = JSON.parse(
      (await page.locator('.map-editor').getAttribute('data-view')) ?? '{"x":0,"y":0,"k":1}',
    ) as { x: number; y: number; k: number };
    expect(view.k).toBe(1);
    const centre = { x: box.x + root!.x + view.x, y: box.y + root!.y + view.y };

    await page.mouse.click(centre.x, centre.y);
    await selection(page, 'Selected: Hub');
    await page.mouse.dblclick(centre.x + 12, centre.y - 12);
    await expect.poll(() => page.getByRole('textbox', { name: 'Node label' }).inputValue()).toBe('Hub');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Node label' }).waitFor({ state: 'detached' });

    await page.mouse.click(centre.x + 90, centre.y - 12);
    await selection(page, 'Selected: Neighbour');
  });

  it('places sixty nodes added from the keyboard so that no node or label overlaps another', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Launch plan');
    const page = await pageFor(client);
    await openEditor(page, mapId);
    await clickRoot(page);
    const branches = ['Marketing', 'Product', 'Sales', 'Hiring', 'Finance', 'Operations'];
    const ideas = [
      'Online idea A',
      'Blog',
      'Press kit',
      'Partners',
      'Events',
      'Pricing',
      'Q3',
      'Survey',
      'Ads',
    ];
    const labels = ['Launch plan'];
    for (const branch of branches) {
      // Escape, then an arrow: back to the root, wherever the selection was.
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowUp');
      await selection(page, 'Selected: Launch plan');
      await page.keyboard.press('Tab');
      await typeLabel(page, branch);
      labels.push(branch);
      for (const [index, idea] of ideas.entries()) {
        await page.keyboard.press(index === 0 ? 'Tab' : 'Enter');
        await typeLabel(page, `${idea} ${branch.slice(0, 3)}`);
        labels.push(`${idea} ${branch.slice(0, 3)}`);
      }
    }
    expect(labels).toHaveLength(61);
    const nodes = await expectLabels(client, mapId, labels);
    // A new map is balanced: labels beside the circles, the root's under it.
    const rootX = nodes.find((node) => node.parentId === null)?.x ?? 0;
    const boxOf = (node: (typeof nodes)[number]) =>
      nodeBox(
        node.x,
        node.y,
        node.label,
        undefined,
        labelSideOf('balanced', node.parentId === null, node.x - rootX),
      );
    const overlaps: string[] = [];
    for (const [index, a] of nodes.entries()) {
      for (const b of nodes.slice(index + 1)) {
        if (boxesOverlap(boxOf(a), boxOf(b))) overlaps.push(`${a.label} / ${b.label}`);
      }
    }
    expect(overlaps).toEqual([]);
  });

  it('says Offline at once when the browser goes offline, with the unsynced count, and Online when it is back', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Signal');
    const page = await pageFor(client);
    const socket = await silenceableSocket(page);
    await openEditor(page, mapId);
    const pill = page.getByRole('status').filter({ hasText: /Online|Offline|Reconnecting/ });
    await pill.filter({ hasText: 'Online' }).waitFor();

    // Chromium's offline mode leaves the open socket alone: only the browser's event tells.
    await page.context().setOffline(true);
    socket.silence();
    await pill.filter({ hasText: 'Offline' }).waitFor({ timeout: 2_000 });
    await clickRoot(page);
    await page.keyboard.press('Tab');
    await typeLabel(page, 'Noted offline');
    await pill.filter({ hasText: /Offline — \d+ unsynced change/ }).waitFor({ timeout: 1_000 });
    await socket.resume();
    await page.context().setOffline(false);
    await pill.filter({ hasText: 'Online' }).waitFor({ timeout: 20_000 });
    await expectLabels(client, mapId, ['Signal', 'Noted offline']);
  });

  it('says Offline within seconds when the socket goes silent, and recovers when it answers again', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Quiet');
    const page = await pageFor(client);
    const socket = await silenceableSocket(page);
    await openEditor(page, mapId);
    const pill = page.getByRole('status').filter({ hasText: /Online|Offline|Reconnecting/ });
    await pill.filter({ hasText: 'Online' }).waitFor();

    socket.silence();
    await clickRoot(page);
    await page.keyboard.press('Tab');
    await typeLabel(page, 'Said into the void');
    // The socket stays open: before the heartbeat the pill said Online for half a minute.
    await pill.filter({ hasText: /Offline — \d+ unsynced change/ }).waitFor({ timeout: 5_000 });
    await socket.resume();
    await pill.filter({ hasText: 'Online' }).waitFor({ timeout: 20_000 });
    await expectLabels(client, mapId, ['Quiet', 'Said into the void']);
  });

  it('on a phone, fits a mid-size map whole, and the outline leaves the picked node in view', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Atlas');
    const [root] = await nodesOf(client, mapId);
    // Eight branches of four, spread over about 1,800 map units: the whole map on a phone is dots.
    for (let branch = 0; branch < 8; branch += 1) {
      const angle = (branch / 8) * Math.PI * 2;
      for (let step = 1; step <= 4; step += 1) {
        const response = await client.post(`${FN}/nodes`, {
          mindmapId: mapId,
          x: Math.round(root!.x + Math.cos(angle) * 220 * step),
          y: Math.round(root!.y + Math.sin(angle) * 220 * step),
          label: `Branch ${branch} step ${step}`,
        });
        expect(response.status).toBe(201);
      }
    }
    const page = await pageFor(client, { width: 375, height: 667 });
    await openEditor(page, mapId);
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await expect.poll(async () => (await savedView(page, mapId))?.k ?? 1, { timeout: 10_000 }).not.toBe(1);
    // Fit shows the whole map, every node on the canvas.
    const fitted = await restingView(page, mapId);
    const size = (await page.locator('.map-canvas').boundingBox())!;
    for (const node of await nodesOf(client, mapId)) {
      const at = { x: node.x * fitted.k + fitted.x, y: node.y * fitted.k + fitted.y };
      expect(at.x >= 0 && at.x <= size.width && at.y >= 0 && at.y <= size.height, node.label).toBe(true);
    }

    await page.getByRole('button', { name: 'Show outline' }).click();
    const outline = page.getByRole('navigation', { name: 'Outline' });
    await outline.getByRole('treeitem', { name: 'Branch 3 step 4' }).click();
    await selection(page, 'Selected: Branch 3 step 4');
    const angle = (3 / 8) * Math.PI * 2;
    const target = {
      x: Math.round(root!.x + Math.cos(angle) * 880),
      y: Math.round(root!.y + Math.sin(angle) * 880),
    };
    const canvas = (await page.locator('.map-canvas').boundingBox())!;
    // The outline is a sheet over the bottom of the canvas: the node shows above it.
    const shown = { top: 20, bottom: (await outline.boundingBox())!.y - canvas.y - 20 };
    // Once the view rests on the node, a double-click where it shows opens it for renaming.
    const view = await restingView(page, mapId);
    const at = { x: target.x * view.k + view.x, y: target.y * view.k + view.y };
    expect(at.x).toBeGreaterThan(20);
    expect(at.x).toBeLessThan(canvas.width - 20);
    expect(at.y).toBeGreaterThan(shown.top);
    expect(at.y).toBeLessThan(shown.bottom);
    await page.mouse.dblclick(canvas.x + at.x, canvas.y + at.y);
    const input = page.getByRole('textbox', { name: 'Node label' });
    await input.waitFor({ timeout: 5_000 });
    expect(await input.inputValue()).toBe('Branch 3 step 4');
  });
});
