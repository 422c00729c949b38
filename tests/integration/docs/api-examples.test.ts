import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FN, signUp } from '../../helpers/accounts';
import { currentWorkspaceId } from '../../helpers/documents';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { createToken } from '../../helpers/tokens';

const run = promisify(execFile);

interface CurlExample {
  script: string;
  /** The status written under the example: "Answers `201`". */
  status: number | null;
  /** The fields of the answer shown in the json block under it. */
  answer: unknown;
}

/** The `sh` blocks of docs/api.md that call curl, in order, each with the answer written under it. */
function curlExamples(): CurlExample[] {
  const text = fs.readFileSync(path.resolve('docs/api.md'), 'utf8');
  const parts = text.split(/^```sh\n/m).slice(1);
  return parts
    .map((part) => {
      const close = part.search(/^```\n/m);
      const [script, after] = [part.slice(0, close), part.slice(close + 4)];
      const prose = after.split(/^```sh\n/m)[0]!.split(/^## /m)[0]!;
      const status = /^Answers `(\d{3})`/m.exec(prose)?.[1];
      const json = /^```json\n([\s\S]*?)^```/m.exec(prose)?.[1];
      return { script, status: status ? Number(status) : null, answer: json ? JSON.parse(json) : undefined };
    })
    .filter((example) => example.script.includes('curl'));
}

/** The shown answer as a matcher: "…" stands for any text. */
function matcherOf(shown: unknown): unknown {
  if (shown === '…') return expect.any(String);
  if (Array.isArray(shown)) return shown.map(matcherOf);
  if (shown && typeof shown === 'object') {
    return Object.fromEntries(Object.entries(shown).map(([key, value]) => [key, matcherOf(value)]));
  }
  return shown;
}

let app: TestApp;
let env: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  const user = await signUp(app.url);
  const map = await user.post(`${FN}/mindmaps`, { data: { title: 'Q3 launch plan' } });
  const { secret } = await createToken(user, { workspaceId: await currentWorkspaceId(user) });
  const board = await user.post(`${FN}/boards`, { title: 'Product launch' });
  const card = await user.post('/api/kanban/cards', {
    board_id: board.body.id,
    column_id: 'new',
    title: 'Draft the press release',
  });
  env = {
    PATH: process.env.PATH ?? '',
    MINDLANE_URL: app.url,
    MINDLANE_TOKEN: secret,
    MAP_ID: map.body.id,
    BOARD_ID: board.body.id,
    CARD_ID: card.body.id,
  };
});
afterAll(() => app?.close());

describe('docs/api.md', () => {
  const examples = curlExamples();

  it('has curl examples, each with the status and the answer it gives written under it', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
    const unwritten = examples.filter(({ status, answer }) => status === null || answer === undefined);
    expect(unwritten.map(({ script }) => script)).toEqual([]);
  });

  it.each(examples.map((example, index) => [index + 1, example] as const))(
    'example %i answers the status and the fields written under it',
    async (_index, { script, status, answer }) => {
      // The status comes after the body on a line of its own; the page's curl lines stay as written.
      const withStatus = `curl() { command curl -w '\\n%{http_code}' "$@"; }\n${script}`;
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', withStatus], { env });
      const cut = stdout.lastIndexOf('\n');
      expect(Number(stdout.slice(cut + 1)), stdout).toBe(status);
      const body: unknown = JSON.parse(stdout.slice(0, cut));
      expect(body).toMatchObject(matcherOf(answer) as object);
    },
  );
});
