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

/** The `sh` blocks of docs/api.md that call curl, in order. */
function curlExamples(): string[] {
  const text = fs.readFileSync(path.resolve('docs/api.md'), 'utf8');
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .filter((block) => block.includes('curl'));
}

let app: TestApp;
let env: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  const user = await signUp(app.url);
  const map = await user.post(`${FN}/mindmaps`, { data: { title: 'Docs' } });
  const { secret } = await createToken(user, { workspaceId: await currentWorkspaceId(user) });
  const board = await user.post(`${FN}/boards`, { title: 'Docs board' });
  const card = await user.post('/api/kanban/cards', {
    board_id: board.body.id,
    column_id: 'new',
    title: 'Move me',
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

  it('has curl examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
  });

  it.each(examples.map((example, index) => [index + 1, example] as const))(
    'example %i succeeds against a started server and answers JSON',
    async (_index, example) => {
      const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', example], { env });
      expect(() => JSON.parse(stdout)).not.toThrow();
    },
  );
});
