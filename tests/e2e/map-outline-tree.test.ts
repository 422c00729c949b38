import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { addNode, setMindmapLayout, updateNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { openDocument } from '../helpers/collab';
import { createMap, openMapEditor, signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();
const NODES = 20_000;
const FANOUT = 20;

interface Seeded {
  labels: string[];
  children: number[][];
  depth: number[];
}

/** A tree of `total` nodes grown breadth first, FANOUT children a node; node 0 is the root. */
function treeOf(rootLabel: string, total: number): Seeded & { parent: number[] } {
  const seeded = { labels: [rootLabel], children: [[]] as number[][], depth: [0], parent: [-1] };
  for (let made = 1; made < total; made += 1) {
    const parent = Math.floor((made - 1) / FANOUT);
    seeded.labels.push(made === 1 ? 'Goals' : `Idea ${made}`);
    seeded.children.push([]);
    seeded.depth.push((seeded.depth[parent] ?? 0) + 1);
    seeded.parent.push(parent);
    seeded.children[parent]?.push(made);
  }
  return seeded;
}

/** The nodes in reading order (each node, then its branch), as indexes. */
function readingOrder(seeded: Seeded): number[] {
  const order: number[] = [];
  const stack = [0];
  while (stack.length > 0) {
    const index = stack.pop() ?? 0;
    order.push(index);
    stack.push(...[...(seeded.children[index] ?? [])].reverse());
  }
  return order;
}

/**
 * Grows the map to `total` nodes, siblings ranked in the order made, laid out as an outline (a row a node,
 * a column a level: no edge crosses another) in transactions of 1,000 nodes; a free layout, so that no
 * edit lays out 20,000 nodes again.
 */
function seedTree(doc: Y.Doc, total: number): Seeded {
  const view = readMindmap(doc);
  const root = view.nodes.find((node) => node.id === view.rootId);
  if (!root) throw new Error('The map has no root');
  const seeded = treeOf(root.label, total);
  const row = new Map(readingOrder(seeded).map((index, at) => [index, at]));
  const ids = [root.id];
  setMindmapLayout(doc, 'free');
  updateNode(doc, root.id, { x: 0, y: 0 });
  while (ids.length < total) {
    doc.transact(() => {
      for (let batch = 0; batch < 1_000 && ids.length < total; batch += 1) {
        const made = ids.length;
        const id = addNode(doc, {
          parentId: ids[seeded.parent[made] ?? 0] ?? null,
          label: seeded.labels[made] ?? '',
          x: (seeded.depth[made] ?? 0) * 240,
          y: (row.get(made) ?? 0) * 40,
          rank: String((made - 1) % FANOUT).padStart(2, '0'),
        });
        if (!id) throw new Error('addNode refused a node');
        ids.push(id);
      }
    });
  }
  return seeded;
}

interface TreeItem {
  name: string;
  level: number;
  expanded: boolean | undefined;
  focused: boolean;
}

/** The tree items of the page as Chromium's accessibility tree exposes them to a screen reader, in order. */
async function treeItems(page: Page): Promise<TreeItem[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored && node.role?.value === 'treeitem')
      .map((node) => {
        const property = (name: string) => node.properties?.find((entry) => entry.name === name)?.value.value;
        return {
          name: String(node.name?.value ?? ''),
          level: Number(property('level')),
          expanded: property('expanded') as boolean | undefined,
          focused: property('focused') === true,
        };
      });
  } finally {
    await cdp.detach();
  }
}

/** The item the keyboard is on, once it is `name`. */
async function focusedItem(page: Page, name: string): Promise<TreeItem> {
  await expect
    .poll(async () => (await treeItems(page)).find((item) => item.focused)?.name, { timeout: 15_000 })
    .toBe(name);
  return (await treeItems(page)).find((item) => item.focused)!;
}

describe('The outline as a tree', () => {
  it('holds a map of 20,000 nodes that the keyboard works in, in step with a collaborator', async () => {
    const client = await signUp(app.url);
    const mapId = await createMap(client, 'Big plan');
    const observer = openDocument(app.url, `mindmap:${mapId}`, { client });
    try {
      await observer.synced();
      const seeded = seedTree(observer.doc, NODES);
      await observer.acknowledged();
      const order = readingOrder(seeded).map((index) => ({
        name: seeded.labels[index] ?? '',
        level: (seeded.depth[index] ?? 0) + 1,
      }));
      const nodeNamed = (label: string) =>
        readMindmap(observer.doc).nodes.find((node) => node.label === label);

      const alice = await signedInPage(browser.newPage, app.url, client);
      const bob = await signedInPage(browser.newPage, app.url, client);
      for (const page of [alice, bob]) {
        await openMapEditor(page, app.url, mapId);
        await page.getByRole('button', { name: 'Show outline' }).press('Enter');
      }
      const tree = alice.getByRole('tree', { name: 'Outline' });
      await tree.getByRole('treeitem', { name: 'Goals' }).waitFor();

      // Only the rows in view are in the page, one of them tabbable, each with its place in the tree.
      const rendered = await tree.getByRole('treeitem').count();
      expect(rendered).toBeGreaterThan(10);
      expect(rendered).toBeLessThan(120);
      await expect.poll(() => tree.locator('[tabindex="0"]').count()).toBe(1);
      const goals = tree.getByRole('treeitem', { name: 'Goals' });
      expect(await goals.getAttribute('aria-posinset')).toBe('1');
      expect(await goals.getAttribute('aria-setsize')).toBe(String(FANOUT));
      const top = await treeItems(alice);
      expect(top.slice(0, 3)).toEqual(
        order.slice(0, 3).map((item) => ({ ...item, expanded: true, focused: false })),
      );

      // Keyboard only from here: End, Home and ↓ walk the tree in reading order.
      await tree.locator('[tabindex="0"]').focus();
      const last = order[order.length - 1]!;
      expect(await focusedItem(alice, 'Big plan')).toMatchObject({ level: 1 });
      await alice.keyboard.press('End');
      expect(await focusedItem(alice, last.name)).toMatchObject({ level: last.level });
      const bottom = await treeItems(alice);
      expect(bottom.map(({ name, level }) => ({ name, level }))).toEqual(
        order.slice(order.length - bottom.length),
      );
      await alice.keyboard.press('Home');
      await focusedItem(alice, 'Big plan');
      for (let step = 0; step < 3; step += 1) await alice.keyboard.press('ArrowDown');
      await focusedItem(alice, order[3]!.name);
      const walked = (await treeItems(alice)).map(({ name, level }) => ({ name, level }));
      expect(walked).toEqual(order.slice(0, walked.length));

      // Tab adds a child to the last node, named in place; the tree then holds the new item.
      await alice.keyboard.press('End');
      await focusedItem(alice, last.name);
      await alice.keyboard.press('Tab');
      await alice.getByRole('textbox', { name: 'Node label' }).waitFor();
      await alice.keyboard.type('Fresh idea');
      await alice.keyboard.press('Enter');
      expect(await focusedItem(alice, 'Fresh idea')).toMatchObject({ level: last.level + 1 });
      await expect.poll(() => nodeNamed('Fresh idea')?.parentId).toBe(nodeNamed(last.name)?.id);

      // F2 renames from the tree and gives the keyboard back to it.
      await alice.keyboard.press('F2');
      await alice.getByRole('textbox', { name: 'Node label' }).fill('Renamed idea');
      await alice.keyboard.press('Enter');
      await focusedItem(alice, 'Renamed idea');
      await expect.poll(() => nodeNamed('Renamed idea')?.parentId).toBe(nodeNamed(last.name)?.id);

      // The other browser has it; its rename of the node Alice is on is told to her, politely.
      const bobTree = bob.getByRole('tree', { name: 'Outline' });
      await bobTree.locator('[tabindex="0"]').focus();
      await bob.keyboard.press('End');
      await focusedItem(bob, 'Renamed idea');
      await bob.keyboard.press('F2');
      await bob.getByRole('textbox', { name: 'Node label' }).fill('Bob’s idea');
      await bob.keyboard.press('Enter');
      await focusedItem(alice, 'Bob’s idea');
      const announcements = alice.getByTestId('outline-announcements');
      expect(await announcements.getAttribute('aria-live')).toBe('polite');
      await expect
        .poll(() => announcements.textContent())
        .toContain('renamed “Renamed idea” to “Bob’s idea”');

      // Delete removes it; the keyboard stays in the tree, on its parent.
      await alice.keyboard.press('Delete');
      await focusedItem(alice, last.name);
      await expect.poll(() => nodeNamed('Bob’s idea')).toBeUndefined();

      // Space folds and unfolds; → unfolds, ← folds, then goes to the parent.
      await alice.keyboard.press('Home');
      await alice.keyboard.press('ArrowDown');
      await focusedItem(alice, 'Goals');
      await alice.keyboard.press(' ');
      await expect.poll(async () => (await focusedItem(alice, 'Goals')).expanded).toBe(false);
      await expect.poll(() => nodeNamed('Goals')?.collapsed).toBe(true);
      await alice.keyboard.press('ArrowRight');
      await expect.poll(() => nodeNamed('Goals')?.collapsed).toBe(false);
      await alice.keyboard.press('ArrowLeft');
      await expect.poll(() => nodeNamed('Goals')?.collapsed).toBe(true);
      await alice.keyboard.press('ArrowLeft');
      await focusedItem(alice, 'Big plan');

      // Escape, then Tab, leaves the tree.
      await alice.keyboard.press('Escape');
      await expect
        .poll(() => alice.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Close outline');
      await alice.keyboard.press('Tab');
      expect(await alice.evaluate(() => Boolean(document.activeElement?.closest('.outline-panel')))).toBe(
        false,
      );
    } finally {
      observer.close();
    }
  }, 90_000);
});
