import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts';
import { useBrowser } from '../helpers/browser';
import { importFile } from '../helpers/imports';
import { openMapEditor, signedInPage } from '../helpers/map-pages';
import { joinWorkspace } from '../helpers/teams';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * A large import watched by a collaborator: a teammate's editor, open on the new map while its content
 * streams in, shows it arriving without a reload. The imports table is held against writes after the
 * first batch (a barrier, on PostgreSQL: PGlite has one session), so the teammate opens the map halfway.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const browser = useBrowser();

/** A FreeMind map of `count` nodes: the root and groups of ten under it. */
function freemind(count: number): string {
  const groups: string[] = [];
  for (let group = 0; group * 10 < count - 1; group += 1) {
    const leaves = Array.from(
      { length: Math.min(9, count - 2 - group * 10) },
      (_, index) => `<node TEXT="Idea ${group}.${index}"/>`,
    );
    groups.push(`<node TEXT="Group ${group}">${leaves.join('')}</node>`);
  }
  return `<map version="1.0.1"><node TEXT="Festival">${groups.join('')}</node></map>`;
}

const totalNodes = (page: Page) =>
  page.evaluate(() => Number(document.querySelector<HTMLElement>('.map-editor')?.dataset.totalNodes ?? 0));

describe.skipIf(!process.env.TEST_DATABASE_URL)('an import watched by a collaborator', () => {
  it('arrives live in a teammate’s open editor, batch by batch', async () => {
    const owner = await signUp(app.url);
    const teammate = await signUp(app.url);
    await joinWorkspace(owner, teammate);
    const { db } = app.app.database;
    const page = await signedInPage(browser.newPage, app.url, teammate);

    const answer = await importFile(owner, 'kind=mindmap&format=mm', freemind(4_001));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const mapId = answer.body.items[0].id as string;
    let letGo!: () => void;
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const held = db.transaction().execute(async (trx) => {
      await sql`lock table imports in exclusive mode`.execute(trx);
      locked();
      await new Promise<void>((resolve) => (letGo = resolve));
    });
    await holding;
    try {
      await openMapEditor(page, app.url, mapId);
      const halfway = await totalNodes(page);
      expect(halfway).toBeGreaterThan(0);
      expect(halfway).toBeLessThan(4_001);
    } finally {
      letGo();
      await held;
    }
    await expect.poll(() => totalNodes(page), { timeout: 30_000 }).toBe(4_001);
    await page.getByRole('button', { name: 'Show outline' }).click();
    await page.getByRole('navigation', { name: 'Outline' }).getByText('Festival', { exact: true }).waitFor();
  });
});
