import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp, uniqueEmail } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { countSensorKeyListeners } from '../helpers/keyboard';
import { eventually, type HttpClient } from '../helpers/http';
import { createMap } from '../helpers/map-pages';
import { cuttableNetwork } from '../helpers/network';
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
  let last: unknown;
  try {
    return await eventually(
      async () => {
        const data = await boardData(client, boardId);
        last = data;
        return check(data) && data;
      },
      15_000,
      100,
    );
  } catch (error) {
    throw new Error(`${what}; last board data: ${JSON.stringify(last)}`, { cause: error });
  }
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

/** What a lane's count shows, and what a screen reader hears of it. */
async function laneCount(page: Page, title: string): Promise<{ shown: string; heard: string }> {
  const count = lane(page, title).getByTestId('lane-count');
  const hidden = count.locator('[aria-hidden="true"]');
  const shown = (await hidden.count()) > 0 ? await hidden.textContent() : await count.textContent();
  return { shown: shown ?? '', heard: (await count.locator('.visually-hidden').first().textContent()) ?? '' };
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

/**
 * Picks card `title` up by its grip with Space, as a keyboard user does, and resolves with the live region
 * that announces the drag. dnd-kit's keyboard sensor listens for the arrow keys only from the task after the
 * pick-up (a setTimeout), which the announcement can beat, and Chromium runs input before timers: a key
 * pressed at once would be lost, as no person's could be. So this also waits until the sensor listens.
 */
async function pickUpByKeyboard(page: Page, title: string): Promise<Locator> {
  const sensorKeyListeners = await countSensorKeyListeners(page);
  const before = await sensorKeyListeners();
  await card(page, title)
    .getByRole('button', { name: `Move ${title}` })
    .focus();
  await page.keyboard.press('Space');
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await expect.poll(() => liveRegion.textContent()).toContain(`Picked up card ${title}.`);
  await expect.poll(sensorKeyListeners).toBe(before + 1);
  return liveRegion;
}

describe('the Kanban list page', () => {
  it('creates a board from the Create tile, shows its counts, and deletes it after asking', async () => {
    const client = await signUp(app.url);
    const page = await pageFor(client);
    await page.goto(`${app.url}/kanban`);
    await page.getByText('No Kanban found.').waitFor();
    expect(await page.locator('.ui-tile--ghost').count()).toBe(10);
    // An empty page welcomes with its one Create action, where the Create tile would be.
    const welcome = page.getByRole('listitem').filter({ hasText: 'No Kanban found.' });
    await welcome.getByText(/^Start a new .*: give it a title/).waitFor();
    await expectAccessible(page, 'the empty Kanban page');
    expect(await page.getByRole('button', { name: 'Create', exact: true }).count()).toBe(1);
    await welcome.getByRole('button', { name: 'Create', exact: true }).click();
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

describe('the Kanban board', () => {
  it('adds lanes and cards, drags cards between lanes and into Done, by mouse and keyboard, and reorders lanes', async () => {
    const client = await signUp(app.url);
    const boardId = await createBoard(client, 'Sprint');
    const page = await pageFor(client);
    await openBoard(page, boardId);
    await page.getByRole('heading', { name: 'Sprint', exact: true }).waitFor();
    await page.getByText('Organize tasks across lanes').waitFor();

    await page.getByRole('button', { name: '+ Add Lane' }).click();
    await page.getByRole('textbox', { name: 'New lane name' }).press('Enter');
    await lane(page, 'Untitled 3').waitFor();
    expect(await page.locator('.board-lane__title').allTextContents()).toEqual([
      'New',
      'In-Progress',
      'Untitled 3',
      'Done',
    ]);
    // New and Done keep their names; no other lane may take one.
    await lane(page, 'New').getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('alert').getByText('Cannot rename or delete the Done or New column.').waitFor();
    await lane(page, 'Untitled 3').getByRole('button', { name: 'Untitled 3', exact: true }).click();
    await page.getByRole('textbox', { name: 'Lane title' }).fill('done');
    await page.getByRole('textbox', { name: 'Lane title' }).press('Enter');
    await page.getByRole('alert').getByText('Cannot create another reserved column.').waitFor();
    await lane(page, 'Untitled 3').getByRole('button', { name: 'Untitled 3', exact: true }).click();
    await page.getByRole('textbox', { name: 'Lane title' }).fill('Review');
    await page.getByRole('textbox', { name: 'Lane title' }).press('Enter');
    await lane(page, 'Review').waitFor();

    await addCards(page, 'New', ['Alpha', 'Bravo', 'Charlie', 'Delta']);
    await expectLane(page, 'New', ['Alpha', 'Bravo', 'Charlie', 'Delta']);
    // Between two cards of another lane, exactly where released.
    await dragCard(page, 'Alpha', 'In-Progress', 0);
    await dragCard(page, 'Bravo', 'In-Progress', 1);
    await dragCard(page, 'Charlie', 'In-Progress', 1);
    await expectLane(page, 'In-Progress', ['Alpha', 'Charlie', 'Bravo']);
    await expectLane(page, 'New', ['Delta']);
    // Into Done: the card is done; and back out: open again.
    await dragCard(page, 'Charlie', 'Done', 0);
    await expectLane(page, 'Done', ['Charlie']);
    let data = await expectBoard(
      client,
      boardId,
      (board) => board.cards.find((entry) => entry.title === 'Charlie')?.status === 'done',
      'Charlie done',
    );
    const doneId = data.columns.find((column) => column.title === 'Done')!.id;
    expect(data.cards.find((entry) => entry.title === 'Charlie')!.column_id).toBe(doneId);
    await dragCard(page, 'Charlie', 'Review', 0);
    await expectLane(page, 'Review', ['Charlie']);
    await expectBoard(
      client,
      boardId,
      (board) => board.cards.find((entry) => entry.title === 'Charlie')?.status === 'open',
      'Charlie open again',
    );

    // The keyboard: pick Delta up by its grip, one lane right, one slot down, drop.
    const liveRegion = await pickUpByKeyboard(page, 'Delta');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => liveRegion.textContent())
      .toContain('Card Delta is over lane In-Progress, position 2 of 3');
    await page.keyboard.press('Space');
    await expectLane(page, 'In-Progress', ['Alpha', 'Delta', 'Bravo']);
    await expect
      .poll(() => liveRegion.textContent())
      .toContain('Card Delta was dropped in lane In-Progress, position 2 of 3');

    // Lanes between New and Done reorder by their grip; New and Done have none.
    expect(await lane(page, 'New').locator('.board-lane__grip').count()).toBe(0);
    expect(await lane(page, 'Done').locator('.board-lane__grip').count()).toBe(0);
    const grip = await lane(page, 'Review').locator('.board-lane__grip').boundingBox();
    const target = await lane(page, 'In-Progress').locator('.board-lane__header').boundingBox();
    if (!grip || !target) throw new Error('No lane grip');
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x - 10, grip.y + 5, { steps: 3 });
    await page.mouse.move(target.x + 20, target.y + 10, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(() => page.locator('.board-lane__title').allTextContents())
      .toEqual(['New', 'Review', 'In-Progress', 'Done']);
    data = await expectBoard(
      client,
      boardId,
      (board) => board.columns.map((column) => column.title).join() === 'New,Review,In-Progress,Done',
      'lanes reordered',
    );
    expect(data.columns.map((column) => column.position)).toEqual([0, 1, 2, 3]);
  });

  it('sets and exceeds a WIP limit, filters by the URL, edits and saves a card, comments, and deletes a lane', async () => {
    const client = await signUp(app.url);
    const boardId = await createBoard(client, 'Ops');
    // A map whose node 'Key rotation' links a to-do list: a card linking both opens the map at that node.
    const mapId = await createMap(client, 'Security plan');
    const node = await client.post(`${FN}/nodes`, {
      mindmapId: mapId,
      label: 'Key rotation',
      x: 2400,
      y: 1800,
    });
    expect(node.status, JSON.stringify(node.body)).toBe(201);
    const nodeId = (node.body as { id: string }).id;
    const list = await client.post(`${FN}/todo-lists`, {
      title: 'Rotation steps',
      description: '',
      nodeId,
      mindmapId: mapId,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const page = await pageFor(client);
    await openBoard(page, boardId);
    await addCards(page, 'In-Progress', ['Patch servers', 'Rotate keys']);

    await lane(page, 'In-Progress').getByRole('button', { name: 'In-Progress lane actions' }).click();
    await page.getByRole('menuitem', { name: 'Set WIP limit' }).click();
    await page.getByRole('spinbutton', { name: 'WIP limit' }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    const header = lane(page, 'In-Progress').locator('.board-lane__header');
    await expect.poll(() => header.getByTestId('lane-count').textContent()).toBe('2 / 2');
    expect(await header.getAttribute('class')).not.toContain('over-limit');
    await addCards(page, 'In-Progress', ['Renew certificates']);
    await expect.poll(() => header.getAttribute('class')).toContain('board-lane__header--over-limit');
    expect(await header.getByTestId('lane-count').textContent()).toContain('3 / 2');
    await expectAccessible(page, 'a board with a lane over its WIP limit');
    await expectBoard(
      client,
      boardId,
      (board) => board.columns.find((column) => column.title === 'In-Progress')?.wip_limit === 2,
      'WIP limit stored',
    );

    // Edit: Save waits for a change, then says so and closes.
    await card(page, 'Rotate keys').getByRole('button', { name: 'Edit Rotate keys' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit card' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Priority').inputValue()).toBe('low');
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByLabel('Due date').fill('2020-02-03');
    await dialog.getByLabel('Description').fill('Every key older than a year');
    await dialog.getByLabel('Link to to-do list').selectOption({ label: 'Rotation steps' });
    await dialog.getByLabel('Link to mind map').selectOption({ label: 'Security plan' });
    expect(
      await dialog.getByRole('link', { name: 'Open the mind map “Security plan”' }).getAttribute('href'),
    ).toBe(`/maps/${mapId}?node=${nodeId}`);
    const lanesTop = () =>
      page.locator('.board__lanes').evaluate((element) => element.getBoundingClientRect().top);
    const topBefore = await lanesTop();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Card saved successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The confirmation floats over the board: the lanes stay where they were.
    expect(await lanesTop()).toBe(topBefore);
    await expect
      .poll(() => card(page, 'Rotate keys').getAttribute('class'))
      .toContain('board-card--past-due');
    expect(await card(page, 'Rotate keys').locator('.board-card__priority').textContent()).toBe('high');
    const mapLink = card(page, 'Rotate keys').getByRole('link', { name: 'Open mind map Security plan' });
    expect(await mapLink.getAttribute('title')).toBe('Mind map: Security plan');
    await expectBoard(
      client,
      boardId,
      (board) => {
        const saved = board.cards.find((entry) => entry.title === 'Rotate keys');
        return saved?.priority === 'high' && saved.due_date === '2020-02-03';
      },
      'card saved',
    );

    // Filters live in the URL: a shared link shows the same cards.
    await page.getByLabel('Priority').selectOption('high');
    await expect.poll(() => page.url()).toContain('priority=high');
    await expectLane(page, 'In-Progress', ['Rotate keys']);
    // Each lane counts the cards the filter shows of its own, the WIP limit still after "/".
    expect(await laneCount(page, 'In-Progress')).toEqual({
      shown: '1 of 3 / 2',
      heard: '1 of 3 cards shown, limit 2',
    });
    expect(await laneCount(page, 'New')).toEqual({ shown: '0 of 0', heard: '0 of 0 cards shown' });
    await page.getByLabel('Due').selectOption('overdue');
    await expect.poll(() => page.url()).toContain('due=overdue');
    await expectLane(page, 'In-Progress', ['Rotate keys']);
    const shared = await pageFor(client);
    await openBoard(shared, boardId, '?q=renew');
    await expectLane(shared, 'In-Progress', ['Renew certificates']);
    expect(await shared.getByPlaceholder('Search cards').inputValue()).toBe('renew');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectLane(page, 'In-Progress', ['Patch servers', 'Rotate keys', 'Renew certificates']);
    expect((await laneCount(page, 'In-Progress')).shown).toBe('3 / 2 (over the limit)');

    await card(page, 'Patch servers').getByRole('button', { name: 'Comments on Patch servers' }).click();
    const comments = page.getByRole('dialog', { name: 'Comments for "Patch servers"' });
    await comments.getByPlaceholder('Type a comment...').fill('Starting with the database hosts');
    await comments.getByPlaceholder('Type a comment...').press('Enter');
    await comments
      .getByRole('list', { name: 'Comments' })
      .getByText('Starting with the database hosts')
      .waitFor();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => card(page, 'Patch servers').locator('.board-card__count').textContent())
      .toBe('1');

    // Deleting a lane moves its cards to the end of New.
    await lane(page, 'In-Progress').getByRole('button', { name: 'In-Progress lane actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this lane?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectLane(page, 'New', ['Patch servers', 'Rotate keys', 'Renew certificates']);
    expect(await page.locator('.board-lane__title').allTextContents()).toEqual(['New', 'Done']);

    // The card's map link opens the map with the card's node selected in the middle of the canvas.
    await mapLink.click();
    await expect.poll(() => page.url()).toBe(`${app.url}/maps/${mapId}?node=${nodeId}`);
    await expect.poll(() => page.getByTestId('map-selection').textContent()).toBe('Selected: Key rotation');
    const nodes = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{
      id: string;
      x: number;
      y: number;
    }>;
    const at = nodes.find((entry) => entry.id === nodeId)!;
    await page.waitForFunction(
      ({ x, y }) => {
        const editor = document.querySelector<HTMLElement>('.map-editor');
        const canvas = editor?.querySelector('.map-canvas')?.getBoundingClientRect();
        const view = JSON.parse(editor?.dataset.view ?? 'null') as { x: number; y: number; k: number } | null;
        if (!view || !canvas) return false;
        const middle = { x: (canvas.width / 2 - view.x) / view.k, y: (canvas.height / 2 - view.y) / view.k };
        return Math.abs(middle.x - x) < 2 && Math.abs(middle.y - y) < 2;
      },
      { x: Number(at.x), y: Number(at.y) },
      { timeout: 10_000 },
    );
  });

  it('keeps the scrollbar above the lanes as wide as the lanes, as lanes come and go, and in step with them', async () => {
    const client = await signUp(app.url);
    const boardId = await createBoard(client, 'Wide');
    const page = await pageFor(client, { width: 700, height: 700 });
    await openBoard(page, boardId);
    const widths = () =>
      page.evaluate(() => {
        const lanes = document.querySelector<HTMLElement>('.board__lanes');
        const track = document.querySelector<HTMLElement>('.board__scrollbar > div');
        return { lanes: lanes?.scrollWidth ?? -1, track: track?.offsetWidth ?? -2 };
      });
    const expectSameWidth = async () => {
      await expect
        .poll(async () => {
          const { lanes, track } = await widths();
          return lanes === track;
        })
        .toBe(true);
      return (await widths()).lanes;
    };
    const three = await expectSameWidth();
    await page.getByRole('button', { name: '+ Add Lane' }).click();
    await page.getByRole('textbox', { name: 'New lane name' }).press('Enter');
    await lane(page, 'Untitled 3').waitFor();
    const four = await expectSameWidth();
    expect(four).toBeGreaterThan(three);

    // A lane removed elsewhere (here through REST) narrows the track too.
    const withLane = await expectBoard(
      client,
      boardId,
      (board) => board.columns.some((column) => column.title === 'Untitled 3'),
      'Untitled 3 stored',
    );
    const added = withLane.columns.find((column) => column.title === 'Untitled 3');
    expect((await client.delete(`/api/kanban/columns/${added?.id}`)).status).toBe(200);
    await lane(page, 'Untitled 3').waitFor({ state: 'detached' });
    expect(await expectSameWidth()).toBe(three);

    await page.locator('.board__scrollbar').evaluate((bar) => (bar.scrollLeft = 120));
    await expect.poll(() => page.locator('.board__lanes').evaluate((lanes) => lanes.scrollLeft)).toBe(120);
  });

  it('draws only the cards in view of a long lane, and reaches each of its cards by keyboard and by drag', async () => {
    const client = await signUp(app.url);
    const boardId = await createBoard(client, 'Backlog');
    const { columns } = await boardData(client, boardId);
    const laneId = (title: string) => columns.find((column) => column.title === title)!.id;
    const titles = Array.from({ length: 40 }, (_, index) => `Task ${String(index + 1).padStart(2, '0')}`);
    for (const [title, lane] of [...titles.map((title) => [title, 'New']), ['Mover', 'In-Progress']]) {
      const body = { board_id: boardId, column_id: laneId(lane!), title };
      const created = await client.post('/api/kanban/cards', body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const newOrder = async () => {
      const data = await boardData(client, boardId);
      return data.cards
        .filter((entry) => entry.column_id === laneId('New'))
        .sort((a, b) => a.position - b.position)
        .map((entry) => entry.title);
    };
    const page = await pageFor(client);
    const scrollNew = (top: number) =>
      lane(page, 'New')
        .locator('.board-lane__cards')
        .evaluate((element, value) => (element.scrollTop = value), top);
    await openBoard(page, boardId);
    await expect.poll(() => lane(page, 'New').getByTestId('lane-count').textContent()).toBe('40');
    await expect.poll(async () => (await laneTitles(page, 'New'))[0]).toBe('Task 01');
    const drawn = await laneTitles(page, 'New');
    expect(drawn).toEqual(titles.slice(0, drawn.length));
    expect(drawn.length).toBeLessThan(15);
    // A lane that scrolls says so: it fades out at the edge its cards go on past.
    const edges = (title: string) =>
      lane(page, title)
        .locator('.board-lane__cards')
        .evaluate((element) => ({
          above: element.hasAttribute('data-more-above'),
          below: element.hasAttribute('data-more-below'),
          faded: getComputedStyle(element).maskImage.includes('gradient'),
        }));
    expect(await edges('New')).toEqual({ above: false, below: true, faded: true });
    expect(await edges('In-Progress')).toEqual({ above: false, below: false, faded: false });

    // Tab goes from card to card, each scrolled into view as it takes the focus, down to the last.
    await card(page, 'Task 01').getByRole('button', { name: 'Move Task 01' }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    for (let press = 0; press < 200 && (await focused()) !== 'Move Task 40'; press += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('Move Task 40');
    const list = await lane(page, 'New').locator('.board-lane__cards').boundingBox();
    const last = await card(page, 'Task 40').boundingBox();
    expect(last && list && last.y >= list.y && last.y + last.height <= list.y + list.height).toBe(true);
    await expect.poll(() => edges('New')).toEqual({ above: true, below: false, faded: true });
    expect((await laneTitles(page, 'New')).length).toBeLessThan(15);

    // Dragged by keys far down its own lane, past the cards drawn, and found there once scrolled to.
    await scrollNew(0);
    const liveRegion = await pickUpByKeyboard(page, 'Task 01');
    for (let position = 2; position <= 21; position += 1) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => liveRegion.textContent()).toContain(`lane New, position ${position} of 40`);
    }
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegion.textContent()).toContain('dropped in lane New, position 21 of 40');
    await expect.poll(async () => (await newOrder()).indexOf('Task 01')).toBe(20);
    await scrollNew(18 * 124);
    await expect
      .poll(async () => (await laneTitles(page, 'New')).join())
      .toContain('Task 21,Task 01,Task 22');

    // Dropped by the mouse deep into the long lane, scrolled to a card far below its first ones.
    await scrollNew(30 * 124);
    await card(page, 'Task 32').waitFor();
    await dragCard(page, 'Mover', 'New', 2);
    await expect.poll(async () => (await newOrder()).indexOf('Mover')).toBe(32);
    const around = await newOrder();
    await expect
      .poll(async () => (await laneTitles(page, 'New')).join())
      .toContain(around.slice(31, 34).join());
  });
});

describe('the Kanban board, live', () => {
  it('follows another browser live, and when two people drag the same card at once one move wins everywhere', async () => {
    const owner = await signUp(app.url, uniqueEmail('ada'));
    const member = await signUp(app.url, uniqueEmail('grace'));
    await joinWorkspace(owner, member);
    const boardId = await createBoard(owner, 'Together');
    const first = await pageFor(owner);
    const second = await pageFor(member);
    const network = await cuttableNetwork(second);
    await openBoard(first, boardId);
    await openBoard(second, boardId);
    await second.locator('.presence-faces').waitFor();

    await addCards(first, 'New', ['Shared card', 'Other card']);
    await expectLane(second, 'New', ['Shared card', 'Other card']);
    await dragCard(first, 'Other card', 'In-Progress', 0);
    await expectLane(second, 'In-Progress', ['Other card']);
    // The other browser shows who is editing which card.
    await card(first, 'Shared card').getByRole('button', { name: 'Edit Shared card' }).click();
    await card(second, 'Shared card').locator('.board-card__editor').waitFor();
    await first.keyboard.press('Escape');
    await card(second, 'Shared card').locator('.board-card__editor').waitFor({ state: 'detached' });

    // Both move the same card before either hears of the other's move.
    await network.goOffline();
    await second.getByText('Offline').first().waitFor();
    await dragCard(second, 'Shared card', 'Done', 0);
    await dragCard(first, 'Shared card', 'In-Progress', 1);
    await network.goOnline();
    const lanesOf = async (page: Page) => ({
      done: await laneTitles(page, 'Done'),
      inProgress: await laneTitles(page, 'In-Progress'),
      fresh: await laneTitles(page, 'New'),
    });
    // Both browsers settle on the same board, the card in one lane only.
    const settled = async () => {
      const [one, two] = [await lanesOf(first), await lanesOf(second)];
      return JSON.stringify(one) === JSON.stringify(two);
    };
    await expect.poll(settled, { timeout: 15_000 }).toBe(true);
    const final = await lanesOf(first);
    const everywhere = [...final.done, ...final.inProgress, ...final.fresh];
    expect(everywhere.filter((title) => title === 'Shared card')).toHaveLength(1);
    // Whoever lost is told who moved the card.
    const loser = final.done.includes('Shared card') ? first : second;
    await loser.getByText(/moved “Shared card” at the same time; their move was kept\./).waitFor();
  });
});

describe('Send to Kanban', () => {
  it('sends a to-do and a whole list to a board, once each, and keeps card and to-do in step both ways', async () => {
    const client = await signUp(app.url);
    const boardId = await createBoard(client, 'Delivery');
    const list = await client.post(`${FN}/todo-lists`, { title: 'Launch list', description: '' });
    expect(list.status).toBe(201);
    const listId = (list.body as { id: string }).id;
    for (const title of ['Book venue', 'Print flyers']) {
      const created = await client.post(`${FN}/todos`, { title, description: '', list_id: listId });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const page = await pageFor(client);
    await page.goto(`${app.url}/todos/${listId}`);
    await page.getByRole('button', { name: 'Send Book venue to Kanban' }).click();
    let dialog = page.getByRole('dialog', { name: 'Send to Kanban' });
    // The workspace's only board is chosen as soon as the boards have loaded.
    await expect.poll(() => dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(false);
    await dialog.getByRole('combobox').selectOption({ label: 'Delivery' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('One card added to Delivery.').waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Send All To Kanban' }).click();
    dialog = page.getByRole('dialog', { name: 'Send List to Kanban' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(false);
    await dialog.getByRole('combobox').selectOption({ label: 'Delivery' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Book venue is on the board already: only Print flyers is added.
    await dialog.getByText('One card added to Delivery.').waitFor();
    await page.keyboard.press('Escape');

    const board = await pageFor(client);
    await openBoard(board, boardId);
    await expectLane(board, 'New', ['Book venue', 'Print flyers']);
    expect(
      await card(board, 'Book venue')
        .getByRole('link', { name: 'To-do list of Book venue' })
        .getAttribute('href'),
    ).toBe(`/todos/${listId}`);
    // Completing the to-do moves its card to Done; moving the card out of Done reopens the to-do.
    await page.getByRole('listitem', { name: 'Print flyers', exact: true }).getByRole('checkbox').click();
    await expectLane(board, 'Done', ['Print flyers']);
    await dragCard(board, 'Print flyers', 'In-Progress', 0);
    await expect
      .poll(
        () =>
          page.getByRole('listitem', { name: 'Print flyers', exact: true }).getByRole('checkbox').isChecked(),
        {
          timeout: 15_000,
        },
      )
      .toBe(false);
    // And a card dragged into Done completes its to-do.
    await dragCard(board, 'Book venue', 'Done', 0);
    await expect
      .poll(
        () =>
          page.getByRole('listitem', { name: 'Book venue', exact: true }).getByRole('checkbox').isChecked(),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
  });
});
