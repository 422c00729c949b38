import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { createMap, signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const browser = useBrowser();

describe('Your data', () => {
  it('gives the owner the whole workspace as a zip from the settings page', async () => {
    const owner = await signUp(app.url);
    await createMap(owner, 'Offsite');
    const page = await signedInPage(browser.newPage, app.url, owner);
    await page.goto(`${app.url}/settings`);
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByText('with every member’s e-mail address').waitFor();
    await page.screenshot({ path: '/tmp/your-data-settings.png', fullPage: true });
    await expectAccessible(page, 'settings with Your data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download all data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mindlane-.+-\d{4}-\d\d-\d\d\.zip$/);
    const zip = await fromBufferPromise(await readFile((await download.path())!), { lazyEntries: true });
    const names: string[] = [];
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: { fileName: string }) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
    expect(names).toEqual(expect.arrayContaining(['maps/Offsite.opml', 'maps/Offsite.json', 'README.txt']));
  });

  it('gives a member their own data from the account page', async () => {
    const user = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, user);
    await page.goto(`${app.url}/account`);
    await page.getByRole('button', { name: 'Download my data' }).waitFor();
    await expectAccessible(page, 'account with Your data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mindlane-my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile.email).toBe(user.email);
  });
});
