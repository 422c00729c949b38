import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { signedInPage } from '../helpers/map-pages';
import { joinWorkspace } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const browser = useBrowser();

describe('Delete account on the account page', () => {
  it('names what goes, schedules the deletion with the password, shows its date and cancels it', async () => {
    const user = await signUp(app.url);
    const host = await signUp(app.url);
    await joinWorkspace(host, user, 'editor');
    const page = await signedInPage(browser.newPage, app.url, user);
    await page.goto(`${app.url}/account`);
    const section = page.getByRole('region', { name: 'Delete account' });
    await section.getByText('These workspaces of yours are deleted').waitFor();
    await section.getByText('You leave these workspaces').waitFor();
    const submit = section.getByRole('button', { name: 'Delete account' });
    expect(await submit.isDisabled()).toBe(true);

    await section.getByLabel('Your current password').fill('not-the-password');
    await submit.click();
    await section.getByText('That is not your current password').waitFor();
    await expectAccessible(page, 'Delete account with a wrong password');

    await section.getByLabel('Your current password').fill(PASSWORD);
    await submit.click();
    await section.getByText(/Your account will be deleted on /).waitFor();
    await page.screenshot({ path: '/tmp/account-deletion-scheduled.png', fullPage: true });
    // The date stays after a reload: it is the server's.
    await page.reload();
    await section.getByText(/Your account will be deleted on /).waitFor();
    await expectAccessible(page, 'account with its deletion scheduled');

    await section.getByRole('button', { name: 'Cancel deletion' }).click();
    await section.getByLabel('Your current password').waitFor();
    expect(await section.getByText(/Your account will be deleted on /).count()).toBe(0);
    expect((await user.get('/api/me/deletion')).body.deletesAt).toBeNull();
  });

  it('asks to confirm deleting a workspace others use', async () => {
    const owner = await signUp(app.url);
    await joinWorkspace(owner, await signUp(app.url), 'editor');
    const page = await signedInPage(browser.newPage, app.url, owner);
    await page.goto(`${app.url}/account`);
    const section = page.getByRole('region', { name: 'Delete account' });
    await section.getByText('You own these workspaces that other people use').waitFor();
    await section.getByLabel('Your current password').fill(PASSWORD);
    const submit = section.getByRole('button', { name: 'Delete account' });
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page, 'Delete account asking about shared workspaces');
    await section.getByRole('checkbox').check();
    await submit.click();
    await section.getByText(/Your account will be deleted on /).waitFor();
    expect((await owner.get('/api/me/deletion')).body.deletesAt).not.toBeNull();
  });
});
