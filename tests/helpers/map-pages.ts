import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { FN } from './accounts';
import type { HttpClient } from './http';

/** A page signed in as `client`'s account (its session cookie copied into the browser context). */
export async function signedInPage(
  newPage: (options: { width?: number; height?: number }) => Promise<Page>,
  appUrl: string,
  client: HttpClient,
  options: { width?: number; height?: number } = {},
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

/** Opens the editor and waits until the canvas has painted the map. */
export async function openMapEditor(page: Page, appUrl: string, mapId: string): Promise<void> {
  await page.goto(`${appUrl}/maps/${mapId}`);
  await page.waitForFunction(
    () => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.paints) > 0,
  );
}
