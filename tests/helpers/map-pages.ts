import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { FN } from './accounts';
import type { PageOptions } from './browser';
import type { HttpClient } from './http';

/** A page signed in as `client`'s account (its session cookie copied into the browser context). */
export async function signedInPage(
  newPage: (options: PageOptions) => Promise<Page>,
  appUrl: string,
  client: HttpClient,
  options: PageOptions = {},
): Promise<Page> {
  const page = await newPage(options);
  await page.context().addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: appUrl })));
  return page;
}

/** Creates a map through POST {fn}/mindmaps; returns its id. */
export async function createMap(client: HttpClient, title: string): Promise<string> {
  const response = await client.post(`${FN}/mindmaps`, { data: { title, description: '' } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}

/** A node of a map as GET {fn}/nodes lists it. */
export interface ListedNode {
  id: string;
  parentId: string | null;
  label: string;
  description: string;
  x: number;
  y: number;
}

/** Map `mapId`'s nodes, as GET {fn}/nodes lists them for `client`. */
export async function mapNodes(client: HttpClient, mapId: string): Promise<ListedNode[]> {
  const response = await client.get(`${FN}/nodes?mindmapId=${mapId}`);
  expect(response.status).toBe(200);
  return response.body as ListedNode[];
}

/** The labels of map `mapId`'s nodes, as GET {fn}/nodes lists them for `client`, sorted. */
export async function mapLabels(client: HttpClient, mapId: string): Promise<string[]> {
  return (await mapNodes(client, mapId)).map((node) => node.label).sort();
}

/** Opens the editor and waits until the canvas has painted the map. */
export async function openMapEditor(page: Page, appUrl: string, mapId: string): Promise<void> {
  await page.goto(`${appUrl}/maps/${mapId}`);
  await page.waitForFunction(
    () => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0,
  );
}

/** Whether this device holds a copy of document `name`, whoever's it is. */
export function deviceHoldsCopy(page: Page, name: string): Promise<boolean> {
  return page.evaluate(
    async (suffix) => (await indexedDB.databases()).some((kept) => kept.name?.endsWith(suffix)),
    `:${name}`,
  );
}

/** Whether this device holds a copy of document `name` (the signed-in user's) that has been in sync with the server. */
export function deviceCopySynced(page: Page, name: string): Promise<boolean> {
  return page.evaluate(async (suffix) => {
    const database = (await indexedDB.databases()).find((kept) => kept.name?.endsWith(suffix))?.name;
    if (!database) return false;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open(database);
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('custom')) return resolve(false);
        const stamp = db.transaction('custom').objectStore('custom').get('serverSyncedAt');
        stamp.onsuccess = () => {
          db.close();
          resolve(stamp.result !== undefined);
        };
        stamp.onerror = () => resolve(false);
      };
    });
  }, `:${name}`);
}
