import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { useBrowser } from '../helpers/browser';
import { gate } from '../helpers/held-calls';
import type { HttpClient } from '../helpers/http';
import { signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { zipOf } from '../helpers/zip-files';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

const CONFERENCE_OPML = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0"><head><title>Conference</title></head><body>
<outline text="Conference"><outline text="Venue"/><outline text="Speakers"/></outline>
</body></opml>`;

/** A workbook of two sheets, Roadmap and Budget, each a root topic with a child. */
function workbook(): Promise<Buffer> {
  const sheet = (title: string, child: string) => ({
    id: `sheet-${title}`,
    title,
    rootTopic: { id: `root-${title}`, title, children: { attached: [{ id: `c-${title}`, title: child }] } },
  });
  const content = [sheet('Roadmap', 'Q3'), sheet('Budget', 'Travel')];
  return zipOf({ 'content.json': JSON.stringify(content), 'metadata.json': '{}' });
}

/** Picks `buffer` as file `name` in the list page's Import picker, as a person choosing a file would. */
async function pickFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.getByRole('button', { name: 'Import', exact: true }).waitFor();
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
}

async function mapTitles(client: HttpClient): Promise<string[]> {
  const maps = (await client.get(`${FN}/mindmaps`)).body as Array<{ title: string }>;
  return maps.map((map) => map.title).sort();
}

describe('the Import flow', () => {
  it('asks which sheets of an XMind workbook to import: every sheet by default, or only the one picked', async () => {
    const file = await workbook();
    const one = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, one);
    await page.goto(`${app.url}/mindmaps`);
    await pickFile(page, 'plans.xmind', file);
    const choice = page.getByRole('status').filter({ hasText: '“plans.xmind” holds 2 sheets' });
    const sheets = choice.getByLabel('Sheets to import');
    expect(await sheets.inputValue()).toBe('all');
    await expectAccessible(page, 'the maps page asking which sheets to import');
    expect(await sheets.locator('option').allTextContents()).toEqual([
      'Every sheet, as 2 maps',
      'Only sheet 1: Roadmap',
      'Only sheet 2: Budget',
    ]);
    // Cancel sends nothing; the workbook picked again asks again.
    await choice.getByRole('button', { name: 'Cancel' }).click();
    await choice.waitFor({ state: 'detached' });
    await pickFile(page, 'plans.xmind', file);
    await sheets.selectOption({ label: 'Only sheet 2: Budget' });
    await choice.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL(/\/maps\/[0-9a-f-]{36}$/);
    await page.getByRole('status').filter({ hasText: 'Imported “Budget”: 2 nodes.' }).waitFor();
    expect(await mapTitles(one)).toEqual(['Budget']);

    const every = await signUp(app.url);
    const phone = await signedInPage(browser.newPage, app.url, every, {
      width: 375,
      height: 740,
      mobile: true,
    });
    await phone.goto(`${app.url}/mindmaps`);
    await pickFile(phone, 'plans.xmind', file);
    const asked = phone.getByRole('status').filter({ hasText: 'holds 2 sheets' });
    for (const control of [
      asked.getByLabel('Sheets to import'),
      asked.getByRole('button', { name: 'Import' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box)).toBe(true);
    }
    await asked.getByRole('button', { name: 'Import', exact: true }).click();
    await phone
      .getByRole('status')
      .filter({ hasText: 'Imported “Roadmap”: 2 nodes. Imported “Budget”: 2 nodes.' })
      .waitFor();
    expect(await mapTitles(every)).toEqual(['Budget', 'Roadmap']);
    expect(phone.url()).toBe(`${app.url}/mindmaps`);
  });

  it('tells how an upload ended on the page the person went to while it was on its way', async () => {
    const user = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, user);
    const held: Array<ReturnType<typeof gate>> = [];
    await page.route(/\/api\/imports\?/, async (route) => {
      const next = held.shift();
      if (next) await next.pass();
      await route.continue();
    });
    const leaveWhileUploading = async (name: string, text: string) => {
      const upload = gate();
      held.push(upload);
      await page.goto(`${app.url}/mindmaps`);
      await pickFile(page, name, Buffer.from(text));
      await upload.reached;
      await page.getByRole('progressbar', { name: `Uploading ${name}` }).waitFor();
      await page.getByRole('link', { name: 'Todos' }).click();
      await page.getByRole('heading', { name: 'Todos', level: 1 }).waitFor();
      upload.open();
    };

    await leaveWhileUploading('broken.opml', '<opml version="2.0"><body><outline text="A">');
    const failure = page.getByRole('alert').filter({ hasText: '“broken.opml” was not imported: ' });
    await failure.waitFor();
    expect(page.url()).toBe(`${app.url}/todos`);
    await failure.getByRole('button', { name: 'Dismiss' }).click();
    await failure.waitFor({ state: 'detached' });

    await leaveWhileUploading('conference.opml', CONFERENCE_OPML);
    await page.getByRole('status').filter({ hasText: 'Imported “Conference”: 3 nodes.' }).waitFor();
    expect(page.url()).toBe(`${app.url}/todos`);
    expect(await mapTitles(user)).toEqual(['Conference']);
  });
});
