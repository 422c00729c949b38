import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the layer rules for `code` as if it were the file `file` of the tree. */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter(
      (message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

const READS_COLLAB = `import type { FastifyInstance } from 'fastify';
export const collabOf = (app: Pick<FastifyInstance, 'collab'>) => app.collab;
`;

const TAKES_APP = `import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
export function whole(app: FastifyInstance) {
  return app.clock.now();
}
export const named = ({ clock }: Pick<FastifyInstance, 'clock'>) => clock.now();
export default fp(async function probe(app: FastifyInstance) {
  app.decorate('probe', () => whole(app) ?? named(app));
});
`;

describe('the server layer zones (eslint.config.js)', () => {
  it('refuses a route, or any part of the server but documents, importing collab', async () => {
    const importsCollab = (up: string) =>
      `import { createDocumentStore } from '${up}collab/document-store';\nexport const probe = createDocumentStore;\n`;
    const refused = [expect.stringContaining('Only server/src/documents reaches collab')];
    expect(await layerProblems('server/src/routes/boards/probe.ts', importsCollab('../../'))).toEqual(
      refused,
    );
    expect(
      await layerProblems('server/src/plugins/app/billing/probe.ts', importsCollab('../../../')),
    ).toEqual(refused);
    expect(await layerProblems('server/src/documents/probe.ts', importsCollab('../'))).toEqual([]);
  });

  it('refuses a domain service importing collab, even for a type, and importing a route', async () => {
    const problems = await layerProblems(
      'server/src/plugins/app/comments/probe.ts',
      [
        "import type { LinkedChanges } from '../../../collab/projection/linked-changes';",
        "import { API_TAGS } from '../../../routes/api-tags';",
        'export const probe: [LinkedChanges | null, unknown] = [null, API_TAGS];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringContaining('Only server/src/documents reaches collab'),
      expect.stringContaining('Nothing below the routes imports a route file'),
    ]);
  });

  it('lets a domain service import the documents door', async () => {
    const problems = await layerProblems(
      'server/src/plugins/app/boards/probe.ts',
      "import type { Documents } from '../../../documents/documents';\nexport type Probe = Documents;\n",
    );
    expect(problems).toEqual([]);
  });

  it('refuses the documents module importing a domain service, and lets it import a repository', async () => {
    const problems = await layerProblems(
      'server/src/documents/probe.ts',
      [
        "import { placeCard } from '../plugins/app/boards/kanban-service';",
        "import { presentCard } from '../plugins/app/boards/boards-repository';",
        'export const probe = [placeCard, presentCard];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([expect.stringContaining('Domain services sit above this layer')]);
  });

  it('refuses collab importing a domain service, documents or a route, and lets it import a repository', async () => {
    const problems = await layerProblems(
      'server/src/collab/probe.ts',
      [
        "import { ensureInbox } from '../plugins/app/todo-lists/todos-service';",
        "import type { Documents } from '../documents/documents';",
        "import { API_TAGS } from '../routes/api-tags';",
        "import { presentTodo } from '../plugins/app/todo-lists/todo-lists-repository';",
        'export const probe: [unknown, Documents | null, unknown, unknown] = [ensureInbox, null, API_TAGS, presentTodo];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringContaining('Domain services sit above this layer'),
      expect.stringContaining('Collab is below documents'),
      expect.stringContaining('Nothing below the routes imports a route file'),
    ]);
  });

  it('refuses a function taking the whole app outside a plugin registration, in every layer', async () => {
    const refused = [expect.stringContaining('not the whole app')];
    expect(await layerProblems('server/src/plugins/app/billing/probe.ts', TAKES_APP)).toEqual(refused);
    expect(await layerProblems('server/src/plugins/app/boards/probe.ts', TAKES_APP)).toEqual(refused);
    expect(await layerProblems('server/src/routes/boards/probe.ts', TAKES_APP)).toEqual(refused);
    expect(await layerProblems('server/src/collab/probe.ts', TAKES_APP)).toEqual(refused);
    expect(await layerProblems('server/src/documents/probe.ts', TAKES_APP)).toEqual(refused);
    expect(await layerProblems('server/src/app.ts', TAKES_APP)).toEqual([]);
  });

  it('refuses a hook reaching the app through request.server', async () => {
    const hook = `import type { FastifyRequest } from 'fastify';
export const probe = async (request: FastifyRequest) => request.server.clock.now();
`;
    expect(await layerProblems('server/src/plugins/app/rest-cache/probe.ts', hook)).toEqual([
      expect.stringContaining('not request.server'),
    ]);
    expect(await layerProblems('server/src/collab/probe.ts', hook)).toEqual([
      expect.stringContaining('not request.server'),
    ]);
  });

  it('refuses reading app.collab outside the app, documents and collab', async () => {
    expect(await layerProblems('server/src/plugins/app/jobs/probe.ts', READS_COLLAB)).toEqual([
      expect.stringContaining('not app.collab'),
    ]);
    expect(await layerProblems('server/src/documents/probe.ts', READS_COLLAB)).toEqual([]);
  });
});
