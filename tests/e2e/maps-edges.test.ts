import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelSideOf } from '@shared/layout/label-place';
import { boxesOverlap, edgePolyline, nodeBox, polylinesCross, type Box } from '@shared/layout/node-footprint';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { eventually, settled, type HttpClient } from '../helpers/http';
import { overlappingLabels, recordLabels } from '../helpers/map-labels';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();
const PHONE = { width: 375, height: 667 };
const pageFor = (client: HttpClient, options: { width?: number; height?: number; mobile?: boolean } = {}) =>
  signedInPage(browser.newPage, app.url, client, options);

interface ApiNode {
  id: string;
  parentId: string | null;
  label: string;
  x: number;
  y: number;
}

interface View {
  x: number;
  y: number;
  k: number;
}

async function nodesOf(client: HttpClient, mapId: string): Promise<ApiNode[]> {
  const response = await client.get(`${FN}/nodes?mindmapId=${mapId}`);
  expect(response.status).toBe(200);
  return response.body as ApiNode[];
}

async function addNode(client: HttpClient, mapId: string, node: Omit<ApiNode, 'id'>): Promise<string> {
  const response = await client.post(`${FN}/nodes`, { mindmapId: mapId, ...node });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}

/**
 * The view of the canvas's last paint, once two readings more than a frame apart agree and it is the view
 * the page keeps for the map (an animation paints only where it ends, so a paint alone may be one behind).
 */
async function restingView(page: Page): Promise<View> {
  const read = () =>
    page.evaluate(() => {
      const painted = document.querySelector<HTMLElement>('.map-editor')?.dataset.view ?? null;
      const key = Object.keys(localStorage).find((name) => name.startsWith('mindmap_view_'));
      const kept = key
        ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { x: number; y: number; k: number })
        : null;
      if (!painted || !kept) return painted;
      const view = JSON.parse(painted) as { x: number; y: number; k: number };
      const same =
        Math.abs(view.x - kept.x) < 0.01 &&
        Math.abs(view.y - kept.y) < 0.01 &&
        Math.abs(view.k - kept.k) < 1e-6;
      return same ? painted : null;
    });
  return JSON.parse(await settled(read, { intervalMs: 300, what: 'The painted view' })) as View;
}

/** Each node's box (circle and label, which keep their size at any zoom) on the canvas, in CSS pixels. */
function screenBoxes(nodes: readonly ApiNode[], view: View): Array<{ label: string; box: Box }> {
  return nodes.map((node) => ({
    label: node.label,
    box: nodeBox(node.x * view.k + view.x, node.y * view.k + view.y, node.label),
  }));
}

function outside(boxes: ReadonlyArray<{ label: string; box: Box }>, size: { width: number; height: number }) {
  return boxes
    .filter(({ box }) => box.left < 0 || box.top < 0 || box.right > size.width || box.bottom > size.height)
    .map(({ label }) => label);
}

/** A point on the canvas from which a finger can move by `path` without passing within 24 px of a node. */
function emptySpot(
  boxes: ReadonlyArray<{ box: Box }>,
  canvas: { width: number; height: number },
  path: { x: number; y: number },
): { x: number; y: number } {
  const margin = 24;
  const clear = (x: number, y: number) =>
    boxes.every(
      ({ box }) =>
        x + path.x < box.left - margin ||
        x > box.right + margin ||
        y + path.y < box.top - margin ||
        y > box.bottom + margin,
    );
  for (let y = margin; y + path.y < canvas.height - margin; y += 8) {
    for (let x = margin; x + path.x < canvas.width - margin; x += 8) {
      if (clear(x, y)) return { x, y };
    }
  }
  throw new Error('No empty part of the canvas to pan from');
}

describe('a map opened on a phone', () => {
  it('opens fitted: every node with its label on the screen, and no label written over another', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Community garden');
    const [root] = await nodesOf(client, mapId);
    // The shape an AI draft used to take: columns to the right of the root.
    for (let branch = 0; branch < 3; branch += 1) {
      const y = root!.y - 180 + branch * 180;
      const id = await addNode(client, mapId, {
        parentId: root!.id,
        label: `Branch ${branch + 1}`,
        x: root!.x + 300,
        y,
      });
      for (let leaf = 0; leaf < 2; leaf += 1) {
        await addNode(client, mapId, {
          parentId: id,
          label: `Idea ${branch + 1}.${leaf + 1}`,
          x: root!.x + 600,
          y: y - 45 + leaf * 90,
        });
      }
    }
    const page = await pageFor(client, PHONE);
    await recordLabels(page);
    await openMapEditor(page, app.url, mapId);
    const view = await restingView(page);
    const canvas = (await page.locator('.map-canvas').boundingBox())!;
    const nodes = await nodesOf(client, mapId);
    expect(nodes).toHaveLength(10);
    expect(outside(screenBoxes(nodes, view), canvas)).toEqual([]);
    expect(await overlappingLabels(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/maps-edges-phone-open.png' });
  });

  it('brings the children an Expand with AI added into view when it finishes', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Garden');
    const [root] = await nodesOf(client, mapId);
    await addNode(client, mapId, { parentId: root!.id, label: 'Beds', x: root!.x - 250, y: root!.y });
    const far = await addNode(client, mapId, {
      parentId: root!.id,
      label: 'Seeds',
      x: root!.x + 250,
      y: root!.y,
    });
    const page = await pageFor(client, PHONE);
    await openMapEditor(page, app.url, mapId);
    await page.getByRole('button', { name: 'Show outline' }).click();
    await page.getByRole('navigation', { name: 'Outline' }).getByRole('treeitem', { name: 'Seeds' }).click();
    await page.getByRole('button', { name: 'Close outline' }).click();
    await page.getByRole('button', { name: 'Expand with AI' }).click();
    await page.getByText(/^Done: \d+ items? added\.$/).waitFor({ timeout: 20_000 });
    const children = await eventually(async () => {
      const found = (await nodesOf(client, mapId)).filter((node) => node.parentId === far);
      return found.length > 0 && found;
    }, 10_000);
    // Placed clear of every node (a new map is balanced: labels beside the circles), and no edge of the
    // branch crosses another.
    const nodes = await nodesOf(client, mapId);
    const sideOf = (node: ApiNode) => labelSideOf('balanced', node.parentId === null, node.x - root!.x);
    const boxes = nodes.map((node) => nodeBox(node.x, node.y, node.label, undefined, sideOf(node)));
    boxes.forEach((box, index) =>
      boxes.slice(index + 1).forEach((other) => expect(boxesOverlap(box, other)).toBe(false)),
    );
    const seeds = nodes.find((node) => node.id === far)!;
    const edges = children.map((child) => edgePolyline(seeds, child));
    const beds = nodes.find((node) => node.label === 'Beds')!;
    for (const edge of edges) expect(polylinesCross(edge, edgePolyline(root!, beds))).toBe(false);
    const view = await restingView(page);
    const canvas = (await page.locator('.map-canvas').boundingBox())!;
    const centres = children.map((node) => ({ x: node.x * view.k + view.x, y: node.y * view.k + view.y }));
    for (const centre of centres) {
      expect(centre.x).toBeGreaterThanOrEqual(0);
      expect(centre.x).toBeLessThanOrEqual(canvas.width);
      expect(centre.y).toBeGreaterThanOrEqual(0);
      expect(centre.y).toBeLessThanOrEqual(canvas.height);
    }
  });
});

describe('a map that is not there', () => {
  it('says the map was deleted, or Map not found, without a Retry that cannot help', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Gone soon');
    expect((await client.delete(`${FN}/mindmaps?id=${mapId}`)).status).toBe(200);
    const page = await pageFor(client);
    const unknown = '5f0c4b8e-2d7a-4c1b-9e3f-6a7b8c9d0e1f';
    for (const [id, text] of [
      [mapId, 'This map was deleted.'],
      [unknown, 'Map not found'],
    ] as const) {
      await page.goto(`${app.url}/maps/${id}`);
      await page.getByRole('alert').getByText(text, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Back to Mind Maps' }).waitFor();
    }
  });
});

describe('the Save Layout button', () => {
  it('is not the primary action, says what it adds, and a moved node is stored without it', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Moves');
    const page = await pageFor(client);
    await openMapEditor(page, app.url, mapId);
    const save = page.getByRole('button', { name: 'Save Layout' });
    expect(await save.getAttribute('class')).not.toMatch(/ui-button--primary/);
    expect(await save.getAttribute('title')).toMatch(/saved as you move them.*opening view/);

    const [before] = await nodesOf(client, mapId);
    const box = (await page.locator('.map-canvas').boundingBox())!;
    const view = await restingView(page);
    const at = { x: box.x + before!.x * view.k + view.x, y: box.y + before!.y * view.k + view.y };
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 60, at.y + 20, { steps: 5 });
    await page.mouse.move(at.x + 120, at.y + 40, { steps: 5 });
    await page.mouse.up();
    await eventually(async () => {
      const [root] = await nodesOf(client, mapId);
      return root!.x === before!.x + 120 && root!.y === before!.y + 40;
    }, 15_000);
  });
});

describe('the AI notice on a map', () => {
  it('counts every node a draft added, and says Done only in the browser that asked for it', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await page.goto(`${app.url}/mindmaps`);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Title').fill('Community garden');
    await page
      .getByLabel('Description')
      // A lead-in with its own list: a branch with children, so the count takes in a second level.
      .fill('Plant the beds: tomatoes, beans and herbs. Recruit volunteers from the school.');
    await page.getByRole('button', { name: 'Create With AI' }).click();
    await page.waitForURL(/\/maps\/[0-9a-f-]{36}$/);
    const mapId = page.url().split('/').pop()!;
    const done = page.getByText(/^Done: \d+ items? added\.$/);
    await done.waitFor({ timeout: 20_000 });
    const added = Number(/\d+/.exec((await done.textContent()) ?? '')?.[0]);
    const nodes = await eventually(async () => {
      const found = await nodesOf(client, mapId);
      return found.length - 1 === added && found;
    }, 10_000).catch(async () => nodesOf(client, mapId));
    expect(added).toBe(nodes.length - 1);
    expect(nodes.some((node) => node.parentId !== null && node.parentId !== nodes[0]?.id)).toBe(true);

    // Another browser of the same person, within the minute: the map and its offline label, no Done.
    const other = await pageFor(client);
    await openMapEditor(other, app.url, mapId);
    await other.getByText('Drafted offline from your title and description').waitFor();
    expect(await other.getByText(/^Done: /).count()).toBe(0);
  });
});

describe('deleting a node', () => {
  it('deletes at once, from the toolbox or the Delete key, and Undo brings the node back', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Garden');
    const [root] = await nodesOf(client, mapId);
    await addNode(client, mapId, { parentId: root!.id, label: 'Beds', x: root!.x + 250, y: root!.y });
    await addNode(client, mapId, { parentId: root!.id, label: 'Seeds', x: root!.x - 250, y: root!.y });
    const page = await pageFor(client);
    await openMapEditor(page, app.url, mapId);
    const pick = async (label: string) => {
      await page.getByRole('button', { name: 'Show outline' }).click();
      await page.getByRole('navigation', { name: 'Outline' }).getByRole('treeitem', { name: label }).click();
      await page.getByRole('button', { name: 'Close outline' }).click();
    };
    const labels = async () => (await nodesOf(client, mapId)).map((node) => node.label).sort();

    await pick('Beds');
    await page.getByRole('button', { name: 'Delete node' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.getByText('Deleted “Beds”.').waitFor();
    await expect.poll(labels, { timeout: 10_000 }).toEqual(['Garden', 'Seeds']);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(labels, { timeout: 10_000 }).toEqual(['Beds', 'Garden', 'Seeds']);

    await pick('Seeds');
    await page.locator('.map-canvas').focus();
    await page.keyboard.press('Delete');
    await page.getByText('Deleted “Seeds”.').waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(labels, { timeout: 10_000 }).toEqual(['Beds', 'Garden']);
  });
});

/** A balanced map of 1 + 6 + 18 + 36 nodes about 1,400 map units wide (three branches on each side). */
async function sixtyNodeMap(client: HttpClient, title: string): Promise<{ mapId: string; root: ApiNode }> {
  const mapId = await createMap(client, title);
  const [root] = await nodesOf(client, mapId);
  for (let branch = 0; branch < 6; branch += 1) {
    const side = branch < 3 ? 1 : -1;
    const y = root!.y + ((branch % 3) - 1) * 384;
    const parentId = await addNode(client, mapId, {
      parentId: root!.id,
      label: `Branch ${branch + 1}`,
      x: root!.x + side * 260,
      y,
    });
    for (let step = 0; step < 3; step += 1) {
      const stepY = y + (step - 1) * 128;
      const stepId = await addNode(client, mapId, {
        parentId,
        label: `Step ${branch + 1}.${step + 1}`,
        x: root!.x + side * 500,
        y: stepY,
      });
      for (let idea = 0; idea < 2; idea += 1) {
        await addNode(client, mapId, {
          parentId: stepId,
          label: `Idea ${branch + 1}.${step + 1}.${idea + 1}`,
          x: root!.x + side * 700,
          y: stepY + (idea - 0.5) * 64,
        });
      }
    }
  }
  return { mapId, root: root! };
}

/** The nodes whose centre the view leaves off a canvas of `size`. */
function offCanvas(nodes: readonly ApiNode[], view: View, size: { width: number; height: number }): string[] {
  return nodes
    .filter((node) => {
      const x = node.x * view.k + view.x;
      const y = node.y * view.k + view.y;
      return x < 0 || y < 0 || x > size.width || y > size.height;
    })
    .map((node) => node.label);
}

describe('a sixty-node map on a touch phone', () => {
  it('opens fitted with its upper levels labelled, says which levels, and Fit shows it whole again', async () => {
    const client = await signUp(app.url);
    const { mapId } = await sixtyNodeMap(client, 'Community garden');
    const page = await pageFor(client, { ...PHONE, mobile: true });
    await recordLabels(page);
    await openMapEditor(page, app.url, mapId);
    const nodes = await nodesOf(client, mapId);
    expect(nodes).toHaveLength(61);
    const canvas = (await page.locator('.map-canvas').boundingBox())!;
    expect(offCanvas(nodes, await restingView(page), canvas)).toEqual([]);
    // The root's level at least is labelled, no label over another, and the rest is said to give way.
    expect(await overlappingLabels(page)).toEqual([]);
    await expect
      .poll(() => page.getByTestId('label-hint').textContent())
      .toMatch(/^Labels: top \d of 4 levels/);

    // Zoom stays on the toolbar; zoomed in, then Fit shows every node again.
    for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect
      .poll(async () => offCanvas(nodes, await restingView(page), canvas).length)
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await expect.poll(async () => offCanvas(nodes, await restingView(page), canvas)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/maps-edges-phone-sixty.png' });
  });

  it('pinch zooms about the fingers, one finger pans, and a tap selects a node whose toolbox fits the screen', async () => {
    const client = await signUp(app.url);
    const { mapId, root } = await sixtyNodeMap(client, 'Community garden');
    const page = await pageFor(client, { ...PHONE, mobile: true });
    await openMapEditor(page, app.url, mapId);
    const canvas = (await page.locator('.map-canvas').boundingBox())!;
    const touch = await page.context().newCDPSession(page);
    const fingers = (points: Array<{ x: number; y: number }>) =>
      points.map((point, id) => ({ x: canvas.x + point.x, y: canvas.y + point.y, id }));
    const before = await restingView(page);

    const mid = { x: Math.round(canvas.width / 2), y: Math.round(canvas.height / 2) };
    const anchor = { x: (mid.x - before.x) / before.k, y: (mid.y - before.y) / before.k };
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: fingers([
        { x: mid.x - 40, y: mid.y },
        { x: mid.x + 40, y: mid.y },
      ]),
    });
    // Each move reaches the page before the next (moves sent at once are merged, the last one late).
    const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    for (let step = 1; step <= 6; step += 1) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: fingers([
          { x: mid.x - 40 - step * 10, y: mid.y + step * 5 },
          { x: mid.x + 40 + step * 10, y: mid.y + step * 5 },
        ]),
      });
      await nextFrame();
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const pinched = await restingView(page);
    // Fingers 80 px apart moved to 200 px apart: 2.5 times the zoom, the map point between them still there.
    expect(pinched.k / before.k).toBeCloseTo(2.5, 1);
    expect(Math.abs(anchor.x * pinched.k + pinched.x - mid.x)).toBeLessThan(2);
    expect(Math.abs(anchor.y * pinched.k + pinched.y - (mid.y + 30))).toBeLessThan(2);

    // The finger goes down where no node is: a press held past the long-press time on a node drags it
    // instead (how long the first move takes to arrive is up to the machine).
    const boxes = screenBoxes(await nodesOf(client, mapId), pinched);
    const start = emptySpot(boxes, canvas, { x: 60, y: 30 });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers([start]) });
    for (let step = 1; step <= 5; step += 1) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: fingers([{ x: start.x + step * 12, y: start.y + step * 6 }]),
      });
      await nextFrame();
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const panned = await restingView(page);
    expect(panned.k).toBeCloseTo(pinched.k, 6);
    expect(panned.x - pinched.x).toBeGreaterThanOrEqual(55);
    expect(panned.y - pinched.y).toBeGreaterThanOrEqual(25);

    await page.touchscreen.tap(
      canvas.x + root.x * panned.k + panned.x,
      canvas.y + root.y * panned.k + panned.y,
    );
    await expect
      .poll(() => page.getByTestId('map-selection').textContent())
      .toBe('Selected: Community garden');
    const toolbox = (await page
      .getByRole('toolbar', { name: 'Actions for Community garden' })
      .boundingBox())!;
    expect(toolbox.x).toBeGreaterThanOrEqual(canvas.x);
    expect(toolbox.x + toolbox.width).toBeLessThanOrEqual(canvas.x + canvas.width);
    expect(toolbox.y).toBeGreaterThanOrEqual(canvas.y);
  });
});

describe('Ctrl+wheel on the map', () => {
  it('zooms 10% a notch about the pointer', async () => {
    const client = await signUp(app.url);
    const { mapId } = await sixtyNodeMap(client, 'Community garden');
    const page = await pageFor(client, { width: 1440, height: 900 });
    await openMapEditor(page, app.url, mapId);
    const canvas = (await page.locator('.map-canvas').boundingBox())!;
    const before = await restingView(page);
    const at = { x: 300, y: 200 };
    const anchor = { x: (at.x - before.x) / before.k, y: (at.y - before.y) / before.k };
    await page.mouse.move(canvas.x + at.x, canvas.y + at.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    const after = await restingView(page);
    expect(after.k / before.k).toBeCloseTo(1.1, 3);
    expect(Math.abs(anchor.x * after.k + after.x - at.x)).toBeLessThan(1);
    expect(Math.abs(anchor.y * after.k + after.y - at.y)).toBeLessThan(1);
  });
});

describe('renaming and duplicating a map', () => {
  it('renames from the editor title (Escape cancels, Enter saves), live in a second browser', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Garden plan');
    const [page, other] = [await pageFor(client), await pageFor(client)];
    await openMapEditor(page, app.url, mapId);
    await openMapEditor(other, app.url, mapId);
    const title = page.getByRole('button', { name: 'Garden plan', exact: true });
    await title.click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Typo');
    await page.keyboard.press('Escape');
    await title.click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Garden plan 2027');
    await page.keyboard.press('Enter');
    await other.getByRole('heading', { name: 'Garden plan 2027' }).waitFor();
    await eventually(
      async () => (await client.get(`${FN}/mapid/${mapId}`)).body.title === 'Garden plan 2027',
    );
  });

  it('duplicates from the tile menu as "<title> (copy)" under new node ids', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Garden plan');
    const page = await pageFor(client);
    await page.goto(`${app.url}/mindmaps`);
    await page.getByRole('button', { name: 'More actions for Garden plan' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { name: 'Garden plan (copy)' }).waitFor();
    const maps = (await client.get(`${FN}/mindmaps`)).body as Array<{ id: string; title: string }>;
    const copy = maps.find((map) => map.title === 'Garden plan (copy)')!;
    const [original, copied] = [await nodesOf(client, mapId), await nodesOf(client, copy.id)];
    expect(copied.map((node) => node.label)).toEqual(['Garden plan']);
    expect(copied[0]!.id).not.toBe(original[0]!.id);
  });
});
