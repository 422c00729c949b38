import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp, uniqueEmail } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { joinWorkspace } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

function pageFor(client: HttpClient, options: { width?: number; height?: number } = {}): Promise<Page> {
  return browser.signedInPage(client, app.url, options);
}

interface ApiCard {
  id: string;
  column_id: string;
  title: string;
  status: string;
  priority: string | null;
  due_date: string | null;
  position: number;
  linked_todo_id: string | null;
}
interface ApiColumn {
  id: string;
  title: string;
  position: number;
  wip_limit: number | null;
}

async function createBoard(client: HttpClient, title: string): Promise<string> {
  const response = await client.post(`${FN}/boards`, { title, description: '' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}

async function boardData(client: HttpClient, boardId: string) {
  const response = await client.get(`${FN}/kanban-board-data?id=${boardId}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { columns: ApiColumn[]; cards: ApiCard[] };
}

/** Polls the server's projection until `check` accepts the board's data. */
async function expectBoard(
  client: HttpClient,
  boardId: string,
  check: (data: { columns: ApiColumn[]; cards: ApiCard[] }) => boolean,
  what: string,
): Promise<{ columns: ApiColumn[]; cards: ApiCard[] }> {
  const deadline = Date.now() + 15_000;
  let last: unknown;
  while (Date.now() < deadline) {
    const data = await boardData(client, boardId);
    if (check(data)) return data;
    last = data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}; last board data: ${JSON.stringify(last)}`);
}

async function openBoard(page: Page, boardId: string, query = ''): Promise<void> {
  await page.goto(`${app.url}/kanban/${boardId}${query}`);
  await page.locator('.board-lane').first().waitFor();
}

function lane(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

function card(page: Page, title: string): Locator {
  return page.locator('.board-card:not(.board-card--overlay)', { hasText: title }).filter({
    has: page.locator('.board-card__title', { hasText: new RegExp(`^${title}$`) }),
  });
}

/** The titles of a lane's cards, top to bottom, as drawn. */
async function laneTitles(page: Page, title: string): Promise<string[]> {
  return lane(page, title).evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('.board-card:not(.board-card--dragging)')]
      .map((node) => ({
        title: node.querySelector('.board-card__title')?.textContent ?? '',
        top: new DOMMatrix(getComputedStyle(node).transform).m42,
      }))
      .sort((a, b) => a.top - b.top)
      .map((entry) => entry.title),
  );
}

async function expectLane(page: Page, title: string, cards: string[]): Promise<void> {
  await expect.poll(() => laneTitles(page, title), { timeout: 10_000 }).toEqual(cards);
}

async function addCards(page: Page, laneTitle: string, titles: string[]): Promise<void> {
  const target = lane(page, laneTitle);
  await target.getByRole('button', { name: '+ Add Card' }).click();
  const input = target.getByRole('textbox', { name: 'Card title' });
  for (const title of titles) {
    await input.fill(title);
    await input.press('Enter');
    await card(page, title).waitFor();
  }
  await input.press('Escape');
}

/** Drags a card with the mouse, in small steps like a hand, so its top lands at `y` px in `toLane`'s list. */
async function dragCard(page: Page, title: string, toLane: string, slot: number): Promise<void> {
  const source = await card(page, title).locator('.board-card__title').boundingBox();
  const list = await lane(page, toLane).locator('.board-lane__cards').boundingBox();
  const from = await card(page, title).boundingBox();
  if (!source || !list || !from) throw new Error(`Cannot drag ${title}`);
  const grabX = source.x + 20;
  const grabY = source.y + source.height / 2;
  const offsetY = grabY - from.y;
  const x = list.x + list.width / 2;
  const y = list.y + slot * 124 + offsetY;
  await page.mouse.move(grabX, grabY);
  await page.mouse.down();
  await page.mouse.move(grabX + 8, grabY + 8, { steps: 2 });
  await page.mouse.move((grabX + x) / 2, (grabY + y) / 2, { steps: 6 });
  await page.mouse.move(x, y, { steps: 6 });
  await page.mouse.up();
}

describe('the Kanban list page', () => {
  it('creates a board from the Create tile, shows its counts, and deletes it after asking', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await page.goto(`${app.url}/kanban`);
    await page.getByText('No Kanban found.').waitFor();
    expect(await page.locator('.boards-ghost').count()).toBe(10);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Title').fill('Launch');
    await page.getByRole('button', { name: 'Quick Create' }).click();
    await page.waitForURL(/\/kanban\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Launch', exact: true }).waitFor();
    const titles = await page.locator('.board-lane__title').allTextContents();
    expect(titles).toEqual(['New', 'In-Progress', 'Done']);
    await addCards(page, 'New', ['Write copy', 'Old task']);
    const boardId = page.url().split('/').pop()!;
    const data = await expectBoard(client, boardId, (board) => board.cards.length === 2, 'two cards');
    const oldTask = data.cards.find((entry) => entry.title === 'Old task')!;
    const past = await client.patch(`/api/kanban/cards/${oldTask.id}`, { due_date: '2020-01-01' });
    expect(past.status, JSON.stringify(past.body)).toBe(200);

    await page.goto(`${app.url}/kanban`);
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Launch' }) });
    await expect.poll(() => tile.getByTestId('board-not-done').textContent()).toBe('2');
    expect(await tile.getByTestId('board-past-due').textContent()).toBe('1');
    // A trial account has one board: the second is refused with the spec's text.
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Title').fill('Second');
    await page.getByRole('button', { name: 'Quick Create' }).click();
    await page.getByRole('dialog').getByText('Kanban board limit reached').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete Launch' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this board?' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No Kanban found.').waitFor();
  });
});
