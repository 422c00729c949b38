import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { eventually } from '../helpers/http';
import { signedInPage } from '../helpers/map-pages';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { AI_OFFLINE_ITEM_DELAY_MS: '300' } });
});
afterAll(() => app?.close());

const browser = useBrowser();

describe('Create With AI on the mind map list page (local outline generator)', () => {
  it('drafts a map from the title and description, opens it while it fills and says it was drafted offline', async () => {
    const client = await signUp(app.url);
    const page = await signedInPage(browser.newPage, app.url, client);
    await page.goto(`${app.url}/mindmaps`);
    await page.getByText('No mind maps found.').waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByLabel('Title').fill('Community garden');
    await page
      .getByLabel('Description')
      .fill('Find a plot near the school. Recruit volunteers, then plan the beds and buy seeds.');
    await page.getByRole('button', { name: 'Create With AI' }).click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    await page.waitForURL(/\/maps\/[0-9a-f-]{36}$/);
    const mapId = page.url().split('/').pop()!;
    await page.getByText('Drafted offline from your title and description').waitFor();
    await page
      .screenshot({ path: 'test-results/screenshots/ai-map-drafted-offline.png' })
      .catch(() => undefined);
    const labels = await eventually(async () => {
      const nodes = (await client.get(`${FN}/nodes?mindmapId=${mapId}`)).body as Array<{ label: string }>;
      return nodes.length >= 3 && nodes.map((node) => node.label);
    }, 15_000);
    expect(labels).toEqual(expect.arrayContaining(['Community garden', 'Find a plot near the school']));
    await page.getByText('Generating...').waitFor({ state: 'detached', timeout: 15_000 });
  });
});
