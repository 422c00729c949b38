import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp, verifyEmail } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import type { HttpClient } from '../helpers/http';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

let counter = 0;
/** An address whose local part is a handle others can @mention (word characters and hyphens only). */
function handleEmail(name: string): { email: string; handle: string } {
  counter += 1;
  const handle = `${name}-${Date.now().toString(36)}-${counter}`;
  return { email: `${handle}@example.com`, handle };
}

/** `member` joins `owner`'s workspace as an editor, through an invitation, and works in it from then on. */
async function join(
  owner: HttpClient & { email: string },
  member: HttpClient & { email: string },
): Promise<void> {
  await verifyEmail(owner);
  const invitation = await owner.post(`${FN}/invitations`, { email: member.email, role: 'editor' });
  expect(invitation.status, JSON.stringify(invitation.body)).toBe(201);
  const token = new URL(invitation.body.inviteUrl).searchParams.get('token');
  await verifyEmail(member);
  const accepted = await member.post(`${FN}/invitations/accept`, { token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

async function createListWithTodo(client: HttpClient, title: string, todo: string) {
  const list = await client.post(`${FN}/todo-lists`, { title, description: '' });
  expect(list.status, JSON.stringify(list.body)).toBe(201);
  const created = await client.post(`${FN}/todos`, { title: todo, description: '', list_id: list.body.id });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { listId: list.body.id as string, todoId: created.body.id as string };
}

/** Opens the list screen and the to-do's comment thread (behind the row's More actions on a phone). */
async function openThread(page: Page, listId: string, todo: string) {
  await page.goto(`${app.url}/todos/${listId}`);
  const more = page.getByRole('button', { name: `More actions for ${todo}` });
  await page.getByRole('listitem', { name: todo, exact: true }).waitFor();
  if (await more.isVisible()) {
    await more.click();
    await page.getByRole('menuitem', { name: 'Comments' }).click();
  } else {
    await page.getByRole('button', { name: `Comments on ${todo}` }).click();
  }
  const dialog = page.getByRole('dialog', { name: `Comments for "${todo}"` });
  await dialog.waitFor();
  return dialog;
}

describe('comments on a to-do', () => {
  it('posts with Enter, keeps Shift+Enter newlines, shows mentions, and notifies the mentioned member live', async () => {
    const alice = await signUp(app.url, handleEmail('alice').email);
    const bobAddress = handleEmail('bob');
    const bob = await signUp(app.url, bobAddress.email);
    await join(alice, bob);
    const { listId } = await createListWithTodo(alice, 'Launch', 'Write copy');

    const alicePage = await browser.signedInPage(alice, app.url);
    const bobPage = await browser.signedInPage(bob, app.url);
    const bobThread = await openThread(bobPage, listId, 'Write copy');
    await bobThread.getByText('No comments yet.').waitFor();

    const thread = await openThread(alicePage, listId, 'Write copy');
    const input = thread.getByPlaceholder('Type a comment...');
    const send = thread.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   \n ');
    expect(await send.isDisabled()).toBe(true);

    await input.fill('');
    await input.pressSequentially('First line');
    await input.press('Shift+Enter');
    await input.pressSequentially(`@${bobAddress.handle} can you check <b>this</b>?`);
    expect(await input.inputValue()).toContain('First line\n@');
    await input.press('Enter');

    const own = thread.locator('.comment').filter({ hasText: 'First line' });
    await own.waitFor();
    expect(await own.locator('.comment__author').textContent()).toBe('Me');
    expect(await own.locator('mark').allTextContents()).toEqual([`@${bobAddress.handle}`]);
    expect(await own.locator('.comment__text').innerText()).toBe(
      `First line\n@${bobAddress.handle} can you check <b>this</b>?`,
    );
    expect(await own.locator('b').count()).toBe(0);
    expect(await input.inputValue()).toBe('');
    await expectAccessible(alicePage, "a to-do's comments with a mention");

    // Bob's open thread shows it without a reload, under Alice's name.
    const seenByBob = bobThread.locator('.comment').filter({ hasText: 'First line' });
    await seenByBob.waitFor({ timeout: 10_000 });
    const aliceName = ((await alice.get(`${FN}/me`)).body.user.name as string) || alice.email;
    expect(await seenByBob.locator('.comment__author').textContent()).toBe(aliceName);
    await bobThread.getByRole('button', { name: 'Close' }).click();

    // The bell counts it (pushed over the event stream: polling would take a minute).
    const bell = bobPage.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 10_000 });

    // A second mention; then the menu by keyboard: open, see both, mark all read.
    await input.fill(`@${bobAddress.handle} and one more`);
    await send.click();
    await bobPage.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 10_000 });
    await bobPage.getByRole('button', { name: 'Notifications, 2 unread' }).focus();
    await bobPage.keyboard.press('Enter');
    const menu = bobPage.getByRole('menu', { name: 'Notifications' });
    await menu.waitFor();
    const entries = menu.getByRole('menuitem', { name: /mentioned you on Write copy/ });
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().textContent()).toContain('and one more');
    expect(await entries.first().textContent()).toContain(aliceName);
    await expectAccessible(bobPage, 'the notifications menu with two unread');

    await menu.getByRole('menuitem', { name: 'Mark all read' }).click();
    await expect.poll(() => menu.getByText('(unread)').count()).toBe(0);
    await bobPage.keyboard.press('Escape');
    await bobPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const stored = await bob.get(`${FN}/notifications`);
    expect(stored.body.unread).toBe(0);

    // An entry opens the comment's list with the to-do's comments; closing them leaves the list.
    await bobPage.goto(`${app.url}/dashboard`);
    await bobPage.getByRole('button', { name: 'Notifications', exact: true }).click();
    await bobPage.getByRole('menuitem', { name: /and one more/ }).click();
    await bobPage.waitForURL(new RegExp(`/todos/${listId}\\?comments=`));
    const mentioned = bobPage.getByRole('dialog', { name: 'Comments for "Write copy"' });
    await mentioned.getByText('and one more').waitFor();
    await mentioned.getByRole('button', { name: 'Close' }).click();
    await bobPage.waitForURL(`${app.url}/todos/${listId}`);
    await mentioned.waitFor({ state: 'detached' });
  });

  it('shows an empty feed when the comments answer is not a thread', async () => {
    const alice = await signUp(app.url);
    const { listId } = await createListWithTodo(alice, 'Broken', 'Odd answer');
    await alice.post(`${FN}/todo-comments`, {
      todoId: (await alice.get(`${FN}/todos?list_id=${listId}`)).body[0].id,
      comment: 'hidden by the broken answer',
    });
    const page = await browser.signedInPage(alice, app.url, { width: 375 });
    await page.route(/\/todo-comments\?/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"a list"}' }),
    );
    const thread = await openThread(page, listId, 'Odd answer');
    await thread.getByText('No comments yet.').waitFor();
    expect(await thread.getByText('hidden by the broken answer').count()).toBe(0);
    await expectAccessible(page, "a to-do's empty comments at 375 px");
  });
});
