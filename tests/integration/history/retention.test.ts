import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { thinHistories } from '@server/plugins/app/history/history-thinning';
import { createHistory, type History } from '@server/plugins/app/history/history-service';
import { FN, signUp } from '../../helpers/accounts';
import { createTestClock, DAY, HOUR } from '../../helpers/clock';
import { startTestApp, type TestApp } from '../../helpers/test-app';

/**
 * A history's retention: every version of the last 30 days, then one a day (the day's last) for a year,
 * named versions always; each version let go is folded into the next, so every version left reads back
 * exactly as it was. (Forty days outlast the trial: the map is written and read through the services.)
 */

const MINUTE = 60_000;
const clock = createTestClock(new Date('2026-01-05T09:00:00Z'));
let app: TestApp;
let history: History;

beforeAll(async () => {
  app = await startTestApp({ clock });
  history = createHistory(app.app);
});
afterAll(() => app?.close());

async function allVersions(name: string) {
  const listed = [];
  let cursor: string | undefined;
  do {
    const page = await history.list(name, 100, cursor);
    listed.push(...page.versions);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return listed;
}

async function labelsAt(name: string, versionId: string) {
  const document = new Y.Doc();
  Y.applyUpdate(document, await history.state(name, versionId));
  return readMindmap(document)
    .nodes.map((node) => node.label)
    .filter((label) => label.startsWith('Day'))
    .sort();
}

describe('thinning a map’s history', () => {
  it('keeps the last 30 days whole, one a day before, named ones always, each read back as it was', async () => {
    const user = await signUp(app.url);
    const mapId = (await user.post(`${FN}/mindmaps`, { data: { title: 'Plan' } })).body.id as string;
    const name = `mindmap:${mapId}`;
    // Three versions a day, an hour apart, for 40 days; on day 3 the second one is named. Each version's
    // labels are read on its day: once a version is 30 days old the job may thin it at any sweep.
    const expected = new Map<string, string[]>();
    for (let day = 1; day <= 40; day += 1) {
      for (let hour = 1; hour <= 3; hour += 1) {
        await app.app.documents.withDocument(name, (doc) =>
          addNode(doc, { parentId: mapId, label: `Day ${day} hour ${hour}`, x: 0, y: 0 }),
        );
        clock.advance(MINUTE);
        if (day === 3 && hour === 2)
          await app.app.documents.nameVersion(name, 'Workshop', { kind: 'system' });
        const [newest] = (await history.list(name, 1, undefined)).versions;
        if (newest && !expected.has(newest.id)) expected.set(newest.id, await labelsAt(name, newest.id));
        clock.advance(HOUR - MINUTE);
      }
      if (day === 30) expect(await allVersions(name)).toHaveLength(90);
      clock.advance(DAY - 3 * HOUR);
    }
    expect(expected.size).toBe(120);
    const recentBefore = (await allVersions(name)).filter(
      (version) => Date.parse(version.createdAt) >= clock.now().getTime() - 30 * DAY,
    );

    await thinHistories(app.app);
    const after = await allVersions(name);
    const cutOff = clock.now().getTime() - 30 * DAY;
    const old = after.filter((version) => Date.parse(version.createdAt) < cutOff);
    const recent = after.filter((version) => Date.parse(version.createdAt) >= cutOff);
    expect(recent).toEqual(recentBefore);
    // Before the 30 days: the last of each day, and the named one.
    const days = new Set(old.map((version) => version.createdAt.slice(0, 10)));
    expect(old.filter((version) => version.name === null)).toHaveLength(days.size);
    expect(old.map((version) => version.name)).toContain('Workshop');
    expect(days.size).toBe(10);
    expect(after.length).toBeLessThan(120);
    for (const version of after) {
      expect(await labelsAt(name, version.id), version.createdAt).toEqual(expected.get(version.id));
    }
    // Run again: nothing more goes.
    expect(await thinHistories(app.app)).toBe(0);
  });
});
