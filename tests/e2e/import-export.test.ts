import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

const CONFERENCE_OPML = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0"><head><title>Conference</title></head><body>
<outline text="Conference">
  <outline text="Venue"><outline text="Catering"/></outline>
  <outline text="Speakers"/>
</outline>
</body></opml>`;

/** Picks `text` as file `name` in the list page's Import picker, as a person choosing a file would. */
async function pickFile(page: Page, name: string, mimeType: string, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Import', exact: true }).waitFor();
  await page.getByTestId('import-file').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

/** The labels the map's outline lists. */
function outlineLabels(page: Page): Promise<string[]> {
  return page.getByRole('navigation', { name: 'Outline' }).locator('.outline-panel__label').allTextContents();
}

describe('import and export in the browser', () => {
  it('refuses a broken file dropped on the page, imports an OPML map that opens with its nodes, and exports it as OPML', async () => {
    const user = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, user);
    await page.goto(`${app.url}/mindmaps`);

    // A file dragged over the page shows where it goes, and dropped there it is sent.
    const dragged = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['<opml version="2.0"><body><outline text="A">'], 'broken.opml'));
      return data;
    });
    const target = page.locator('.item-page');
    await target.dispatchEvent('dragenter', { dataTransfer: dragged });
    await page.getByText('Drop the file to import it').waitFor();
    await target.dispatchEvent('drop', { dataTransfer: dragged });
    const refusal = page.getByRole('alert').filter({ hasText: '“broken.opml” was not imported' });
    await refusal.waitFor();
    expect(await refusal.textContent()).not.toMatch(/AI/);
    await expectAccessible(page, 'the maps page with a refused import');
    await refusal.getByRole('button', { name: 'Dismiss' }).click();

    await pickFile(page, 'conference.opml', 'text/x-opml', CONFERENCE_OPML);
    await page.waitForURL(/\/maps\/[0-9a-f-]{36}$/);
    await page.getByRole('status').filter({ hasText: 'Imported “Conference”: 4 nodes.' }).waitFor();
    await page.getByRole('button', { name: 'Show outline' }).click();
    await expect
      .poll(() => outlineLabels(page))
      .toEqual(expect.arrayContaining(['Conference', 'Venue', 'Catering', 'Speakers']));
    await expectAccessible(page, 'an imported map with its outline');

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Export as OPML' }).waitFor();
    await expectAccessible(page, "the map's Export menu");
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as OPML' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Conference.opml');
    const file = await readFile((await download.path())!, 'utf8');
    for (const label of ['Venue', 'Catering', 'Speakers']) expect(file).toContain(`text="${label}"`);
  });

  it('imports a Markdown task list and exports it by keyboard, and on a phone asks for the format when the file could be read two ways', async () => {
    const user = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, user);
    await page.goto(`${app.url}/todos`);
    await pickFile(page, 'errands.md', 'text/markdown', '- [ ] Book the venue\n- [x] Send invites\n');
    await page.waitForURL(/\/todos\/[0-9a-f-]{36}$/);
    await page.getByRole('listitem', { name: 'Book the venue', exact: true }).waitFor();
    const sent = page.getByRole('listitem', { name: 'Send invites', exact: true });
    expect(await sent.getByRole('checkbox').isChecked()).toBe(true);
    await expectAccessible(page, 'an imported to-do list at 1440 px');
    // The list's Export menu, by keyboard alone.
    await page.getByRole('button', { name: 'Export', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Export as Markdown');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.md$/);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toContain('- [ ] Book the venue');
    expect(file).toContain('- [x] Send invites');

    const phone = await signedInPage(browser.newPage, app.url, user, {
      width: 375,
      height: 740,
      mobile: true,
    });
    await phone.goto(`${app.url}/todos`);
    const importButton = phone.getByRole('button', { name: 'Import', exact: true });
    await importButton.waitFor();
    const box = (await importButton.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await pickFile(phone, 'shopping.txt', 'text/plain', 'title,notes\n- [ ] Milk\n- [x] Eggs\n');
    const question = phone.getByRole('alert').filter({ hasText: 'could be CSV or Markdown' });
    await question.getByLabel('Read the file as').waitFor();
    await expectAccessible(phone, 'the to-do lists page asking for a format at 375 px');
    await question.getByLabel('Read the file as').selectOption('markdown');
    await question.getByRole('button', { name: 'Retry' }).click();
    await phone.waitForURL(/\/todos\/[0-9a-f-]{36}$/);
    await phone.getByRole('listitem', { name: 'Milk', exact: true }).waitFor();
    await expectAccessible(phone, 'a to-do list at 375 px');
  });
});
