import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp, uniqueEmail } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { expectFocused } from '../helpers/keyboard';
import { joinWorkspace } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();
const SHOTS = 'test-results/screenshots';

async function createList(client: HttpClient, title: string): Promise<string> {
  const response = await client.post(`${FN}/todo-lists`, { title, description: '' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (response.body as { id: string }).id;
}

/** Opens a list's screen and waits until its document has loaded. */
async function openList(page: Page, listId: string): Promise<void> {
  await page.goto(`${app.url}/todos/${listId}`);
  await page.getByTestId('todo-count').waitFor();
}

async function addTodos(page: Page, titles: string[]): Promise<void> {
  const input = page.getByPlaceholder('New todo');
  for (const title of titles) {
    await input.fill(title);
    await input.press('Enter');
    await row(page, title).waitFor();
  }
}

function row(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: title, exact: true });
}

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/todos-edges-${name}.png` });
}

describe('the todo list page on a phone (375 px)', () => {
  const LONG = 'Book venue for the annual team offsite in Lisbon before the end of March';

  it('wraps a long title in full, with its due day, assignee and comments, and offers every row action behind More actions', async () => {
    const client = await signUp(app.url);
    const listId = await createList(client, 'Offsite');
    const me = (await client.get(`${FN}/me`)).body.user.sub as string;
    const members = (await client.get(`${FN}/team-members`)).body as Array<{
      id: string;
      name: string;
      email: string;
    }>;
    const myself = members.find((member) => member.id === me)!;
    const myName = myself.name || myself.email;
    const todo = await client.post(`${FN}/todos`, {
      title: LONG,
      list_id: listId,
      due_date: '2020-02-03',
      assignee_id: me,
    });
    expect(todo.status, JSON.stringify(todo.body)).toBe(201);
    for (const comment of ['Lisbon or Porto?', 'Lisbon.']) {
      const posted = await client.post(`${FN}/todo-comments`, { todoId: todo.body.id, comment });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    }
    const page = await browser.signedInPage(client, app.url, { width: 375, height: 800 });
    await openList(page, listId);
    await row(page, LONG).waitFor();
    await addTodos(page, ['Tea']);
    await shot(page, 'phone-rows');

    // Overdue in words and in the danger colour, whose it is, and how many comments, under the title.
    const due = row(page, LONG).getByTestId('todo-due');
    expect(await due.textContent()).toMatch(/^Overdue /);
    expect(await due.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(180, 35, 24)');
    expect(await row(page, LONG).locator('.todo-row__assignee').textContent()).toContain(
      `Assigned to ${myName}`,
    );
    expect(await row(page, LONG).locator('.todo-row__comments .visually-hidden').textContent()).toBe(
      '2 comments',
    );
    expect(await row(page, 'Tea').locator('.todo-row__meta').count()).toBe(0);

    const title = row(page, LONG).locator('.todo-row__title');
    expect(await title.textContent()).toBe(LONG);
    const fits = await title.evaluate((element) => ({
      clipped: element.scrollWidth > element.clientWidth,
      right: element.getBoundingClientRect().right,
      lines: Math.round(
        element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      ),
    }));
    expect(fits.clipped).toBe(false);
    expect(fits.right).toBeLessThanOrEqual(375);
    expect(fits.lines).toBeGreaterThan(1);
    // The row below starts under the wrapped one, not over it.
    const longBox = (await row(page, LONG).boundingBox())!;
    const teaBox = (await row(page, 'Tea').boundingBox())!;
    expect(teaBox.y).toBeGreaterThanOrEqual(longBox.y + longBox.height - 1);
    // The grip and the box stay beside the title's first line, the meta below the title within the row.
    const checkBox = (await row(page, LONG).getByRole('checkbox').boundingBox())!;
    const gripBox = (await row(page, LONG).locator('.todo-row__grip').boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    const metaBox = (await due.boundingBox())!;
    expect(checkBox.y - longBox.y).toBeLessThan(20);
    expect(gripBox.y - longBox.y).toBeLessThan(20);
    expect(metaBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height - 1);
    expect(metaBox.y + metaBox.height).toBeLessThanOrEqual(longBox.y + longBox.height);

    // Pointer: the menu lists the five actions, and each one does its job (Comments opens the thread).
    await expect
      .poll(() =>
        row(page, LONG)
          .getByRole('button', { name: `Edit ${LONG}` })
          .isVisible(),
      )
      .toBe(false);
    await row(page, LONG)
      .getByRole('button', { name: `More actions for ${LONG}` })
      .click();
    const menu = page.getByRole('menu');
    await expectAccessible(page, "a to-do's More actions menu");
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Edit',
      'Comments',
      'Send to Kanban',
      'Move to another list',
      'Delete',
    ]);
    await shot(page, 'phone-menu');
    await menu.getByRole('menuitem', { name: 'Comments' }).click();
    const comments = page.getByRole('heading', { name: `Comments for "${LONG}"` });
    await comments.waitFor();
    await page.keyboard.press('Escape');
    await comments.waitFor({ state: 'detached' });
    // The closed thread gives the focus back to the button of the menu it was opened from.
    const moreActions = row(page, LONG).getByRole('button', { name: `More actions for ${LONG}` });
    await expectFocused(page, moreActions, "the menu button of the long to-do's Comments");

    // Keyboard: Tab from the row reaches its menu button; Enter opens it, arrows pick, Enter runs.
    await row(page, 'Tea').focus();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('More actions for Tea');
    await page.keyboard.press('Enter');
    await menu.waitFor();
    // Radix moves the focus into an opened menu after it shows; a key pressed before then goes elsewhere.
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Delete this todo?' }).waitFor();
  });
});

/** The accessible name of the element that has the focus. */
function focused(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
}

function titlesOf(page: Page, list: 'Open todos' | 'Done todos'): Promise<string[]> {
  return page.getByRole('list', { name: list }).locator('.todo-row__title').allTextContents();
}

describe('the keyboard on the todo list page (1440 px)', () => {
  it('keeps the focus on a to-do as Alt+Arrow moves it, Space ticks and unticks it, and Ctrl+Z undoes', async () => {
    const client = await signUp(app.url);
    const listId = await createList(client, 'Errands');
    const page = await browser.signedInPage(client, app.url);
    await openList(page, listId);
    await addTodos(page, ['Bank', 'Post office', 'Bakery']);

    await row(page, 'Bank').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => titlesOf(page, 'Open todos')).toEqual(['Post office', 'Bank', 'Bakery']);
    await expect.poll(() => focused(page)).toBe('Bank');
    // The second press moves the same to-do further, not its neighbour back.
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => titlesOf(page, 'Open todos')).toEqual(['Post office', 'Bakery', 'Bank']);
    await expect.poll(() => focused(page)).toBe('Bank');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => titlesOf(page, 'Open todos')).toEqual(['Post office', 'Bank', 'Bakery']);
    await expect.poll(() => focused(page)).toBe('Bank');

    await page.keyboard.press('Space');
    await expect.poll(() => titlesOf(page, 'Done todos')).toEqual(['Bank']);
    await expect.poll(() => focused(page)).toBe('Bank');
    await page.keyboard.press('Space');
    await expect.poll(() => titlesOf(page, 'Open todos')).toEqual(['Post office', 'Bank', 'Bakery']);
    await expect.poll(() => focused(page)).toBe('Bank');

    // Undo puts the tick back and the focus goes with the row into the done section.
    await page.keyboard.press('Control+z');
    await expect.poll(() => titlesOf(page, 'Done todos')).toEqual(['Bank']);
    await expect.poll(() => focused(page)).toBe('Bank');
  });
});

describe('the create dialog of the to-do lists page (1440 px)', () => {
  it('says Title is required for a blank title, as maps and boards do, and creates nothing', async () => {
    const client = await signUp(app.url);
    const page = await browser.signedInPage(client, app.url);
    await page.goto(`${app.url}/todos`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a to-do list' });
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Quick Create' }).click();
    await dialog.getByText('Title is required').waitFor();
    expect(page.url()).toBe(`${app.url}/todos`);
    const lists = (await client.get(`${FN}/todo-lists`)).body as Array<{ id: string | null }>;
    expect(lists.filter((list) => list.id !== null)).toEqual([]);
  });
});

describe('who else is on a to-do list (1440 px)', () => {
  it('shows the other person on the list live, as the board does, and drops them when they leave', async () => {
    const owner = await signUp(app.url, uniqueEmail('ada'));
    const member = await signUp(app.url, uniqueEmail('grace'));
    await joinWorkspace(owner, member);
    const listId = await createList(owner, 'Together');
    const first = await browser.signedInPage(owner, app.url);
    const second = await browser.signedInPage(member, app.url);
    await openList(first, listId);
    expect(await first.locator('.presence-faces').count()).toBe(0);
    await openList(second, listId);

    const seen = first.getByRole('list', { name: /^Also on this list: / });
    await seen.waitFor();
    expect(await seen.getAttribute('aria-label')).toBe(`Also on this list: ${member.email.split('@')[0]}`);
    await second.getByRole('list', { name: `Also on this list: ${owner.email.split('@')[0]}` }).waitFor();
    await shot(first, 'presence');

    await second.goto(`${app.url}/todos`);
    await seen.waitFor({ state: 'detached' });
  });
});

describe('a to-do sent to Kanban (1440 px)', () => {
  it('preselects the only board, then shows on the row a link to the board its card is on', async () => {
    const client = await signUp(app.url);
    const board = await client.post(`${FN}/boards`, { title: 'Sprint', description: '' });
    expect(board.status).toBe(201);
    const boardId = board.body.id as string;
    const listId = await createList(client, 'Launch');
    const page = await browser.signedInPage(client, app.url);
    await openList(page, listId);
    await addTodos(page, ['Write post']);
    expect(await row(page, 'Write post').getByRole('link', { name: 'On board Sprint' }).count()).toBe(0);

    await row(page, 'Write post').getByRole('button', { name: 'Send Write post to Kanban' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to Kanban' });
    await expect.poll(() => dialog.getByRole('combobox').inputValue()).toBe(boardId);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('One card added to Sprint.').waitFor();
    await expectAccessible(page, 'Send to Kanban after sending');
    await page.keyboard.press('Escape');

    const link = row(page, 'Write post').getByRole('link', { name: 'On board Sprint' });
    await link.waitFor();
    await shot(page, 'card-link');
    await link.click();
    await page.waitForURL(`${app.url}/kanban/${boardId}`);
  });
});
