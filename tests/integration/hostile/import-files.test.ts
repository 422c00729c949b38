import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import type { HttpClient } from '../../helpers/http';
import { importFile } from '../../helpers/imports';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { rawZip, zipOf } from '../../helpers/zip-files';

/**
 * Hostile files sent to POST /api/imports: each is refused with a 4xx naming the problem within a second
 * (the hostile suite's rule), and nothing is made: no document, no import, no row of the change record.
 */
const SLOW_MS = 1_000;

let app: TestApp;
let user: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  user = await signUp(app.url);
});
afterAll(() => app?.close());

async function rowCounts() {
  const { rows } = await sql<{ documents: number; imports: number; changes: number }>`
    select (select count(*) from documents)::int as documents, (select count(*) from imports)::int as imports,
      (select count(*) from document_changes)::int as changes`.execute(app.database.db);
  return rows[0]!;
}

const deep = (levels: number, open: string, close: string) => `${open.repeat(levels)}${close.repeat(levels)}`;

const HOSTILE: Array<{
  name: string;
  query: string;
  body: () => Promise<Uint8Array | string> | Uint8Array | string;
  status: number;
}> = [
  {
    name: 'billion laughs',
    query: 'kind=mindmap',
    status: 400,
    body: () =>
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
        { length: 9 },
        (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level === 0 ? '' : level};`.repeat(10)}">`,
      ).join('')}]><opml version="2.0"><body><outline text="&lol9;"/></body></opml>`,
  },
  {
    name: 'an external entity (XXE)',
    query: 'kind=mindmap&format=mm',
    status: 400,
    body: () =>
      `<?xml version="1.0"?><!DOCTYPE map [<!ENTITY secret SYSTEM "file:///etc/passwd">]><map><node TEXT="&secret;"/></map>`,
  },
  {
    name: 'a zip bomb whose header lies about its size',
    query: 'kind=mindmap',
    status: 413,
    body: () => rawZip([{ name: 'content.json', data: Buffer.alloc(20 * 1024 * 1024), declared: 1_000 }]),
  },
  {
    name: 'an archive of 10,001 entries',
    query: 'kind=mindmap&format=xmind',
    status: 413,
    body: () =>
      rawZip(
        Array.from({ length: 10_001 }, (_, index) => ({ name: `f${index}.txt`, data: Buffer.alloc(0) })),
      ),
  },
  {
    name: 'JSON nested 100,000 deep',
    query: 'kind=board&format=trello',
    status: 400,
    body: () => deep(100_000, '{"a":', '}'),
  },
  {
    name: 'a zip that is not an XMind workbook',
    query: 'kind=mindmap&format=xmind',
    status: 400,
    body: () => zipOf({ 'readme.txt': 'hello' }),
  },
  {
    name: 'XML that never closes',
    query: 'kind=mindmap&format=opml',
    status: 400,
    body: () => `<opml version="2.0"><body>${'<outline text="a">'.repeat(5_000)}`,
  },
  {
    name: 'a file over 20 MiB',
    query: 'kind=todolist&format=markdown',
    status: 413,
    body: () => `- [ ] ${'a'.repeat(21 * 1024 * 1024)}`,
  },
];

describe('POST /api/imports under hostile files', () => {
  for (const hostile of HOSTILE) {
    it(`refuses ${hostile.name} quickly, with nothing made`, async () => {
      const body = await hostile.body();
      const before = await rowCounts();
      const started = performance.now();
      const answer = await importFile(user, hostile.query, body);
      const ms = performance.now() - started;
      expect(answer.status, JSON.stringify(answer.body)).toBe(hostile.status);
      expect(answer.body.error).toMatch(/\w/);
      expect(ms).toBeLessThan(SLOW_MS);
      expect(await rowCounts()).toEqual(before);
      expect((await user.get(`${FN}/mindmaps`)).body).toEqual([]);
    });
  }
});
