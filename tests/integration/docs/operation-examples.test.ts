import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '@server/routes/example-samples';
import { signUpVerified } from '../../helpers/accounts';
import { documentAjv, startDocumentedApp, toJsonSchema, type ApiDocument } from '../../helpers/api-document';
import { currentWorkspaceId } from '../../helpers/documents';
import type { HttpClient } from '../../helpers/http';
import type { TestApp } from '../../helpers/test-app';

let app: TestApp;
let document: ApiDocument;
beforeAll(async () => ({ app, document } = await startDocumentedApp()));
afterAll(() => app?.close());

interface Media {
  schema?: { example?: unknown };
}
interface DocumentedOperation {
  requestBody?: { content: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

/** Every operation of the document by "METHOD /path", the path under the /api mount. */
function operations(): Map<string, DocumentedOperation> {
  return new Map(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [
        `${method.toUpperCase()} ${path.replace(/^\/api(?=\/)/, '').replace(/\{(\w+)\}/g, ':$1')}`,
        operation as DocumentedOperation,
      ]),
    ),
  );
}

/**
 * The hand-written examples the routes declare, as the document shows them: each operation's request body
 * and success answers. (An example of an answer a route does not give keeps the app from starting:
 * operation-facts.test.ts.)
 */
function examples(): Map<string, { body?: unknown; answers: Record<string, unknown> }> {
  const found = new Map<string, { body?: unknown; answers: Record<string, unknown> }>();
  for (const [key, operation] of operations()) {
    const answers: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(operation.responses ?? {})) {
      if (status.startsWith('2')) answers[status] = mediaOf(answer.content)?.schema?.example;
    }
    found.set(key, { body: mediaOf(operation.requestBody?.content)?.schema?.example, answers });
  }
  return found;
}

/** The media of a body or an answer: JSON, or the one type a non-JSON answer (HTML, events) declares. */
function mediaOf(content: Record<string, Media> | undefined): Media | undefined {
  return content?.['application/json'] ?? Object.values(content ?? {})[0];
}

describe('the examples of the API document', () => {
  it('are there for every request body and success answer, and each example fits its schema', () => {
    const ajv = documentAjv();
    const problems: string[] = [];
    const check = (where: string, media: Media | undefined) => {
      if (!media?.schema) return problems.push(`${where}: no schema`);
      if (media.schema.example === undefined) return problems.push(`${where}: no example`);
      const validate = ajv.compile(toJsonSchema(media.schema) as object);
      if (!validate(media.schema.example)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    };
    for (const [key, operation] of operations()) {
      if (operation.requestBody) check(`${key} body`, mediaOf(operation.requestBody.content));
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        // A 204 has no body to show.
        if (status === '204' && !answer.content) continue;
        const media = mediaOf(answer.content);
        // Error answers have examples too (api-document.test.ts); they must fit as well.
        if (status.startsWith('2') || media?.schema?.example !== undefined) check(`${key} ${status}`, media);
      }
    }
    expect(problems).toEqual([]);
    expect(operations().size).toBeGreaterThan(80);
  });

  it('are not generated from the schema: they carry real-looking text, not placeholders', () => {
    const text = JSON.stringify([...examples().values()]);
    expect(text).not.toMatch(/"string"|"example"|"foo"|"bar"/);
    expect(text).toContain('Q3 launch plan');
  });
});

describe('the request-body examples', () => {
  let user: HttpClient;
  /** The example ids, and the ids of the items the workspace really holds in their place. */
  const real = new Map<string, string>();
  const withRealIds = (value: unknown) =>
    JSON.parse(
      [...real].reduce((text, [example, id]) => text.replaceAll(example, id), JSON.stringify(value)),
    ) as unknown;

  /** Sends the example body of `key` to `path` (written with example ids) and expects `status`. */
  async function send(key: string, path: string, status: number, standsFor?: keyof typeof IDS) {
    const [method] = key.split(' ');
    const body = withRealIds(examples().get(key)!.body);
    const answer = await user.request(method!, withRealIds(`/api${path}`) as string, body);
    expect(answer.status, `${key}: ${JSON.stringify(answer.body)}`).toBe(status);
    if (standsFor) real.set(IDS[standsFor], answer.body.id);
    return answer.body;
  }

  beforeAll(async () => {
    user = await signUpVerified(app.url);
    const me = await user.get('/api/me');
    real.set(IDS.workspace, await currentWorkspaceId(user));
    real.set(IDS.user, me.body.user.sub);
    real.set(IDS.teammate, me.body.user.sub);
  });

  it('are accepted by the server when they name items of the workspace', async () => {
    expect(await send('POST /mindmaps', '/mindmaps', 201)).toEqual(
      examples().get('POST /mindmaps')!.answers[201],
    );
    const nodes = await user.get(`/api/nodes?mindmapId=${IDS.mindmap}`);
    real.set(IDS.rootNode, nodes.body[0].id);
    await send('POST /nodes', '/nodes', 201, 'node');
    await send('PATCH /nodes/:id', `/nodes/${IDS.node}`, 200);
    await send('PATCH /update/mindmap/:id', `/update/mindmap/${IDS.mindmap}`, 200);
    await send('POST /todo-lists', '/todo-lists', 201, 'todoList');
    await send('POST /todos', '/todos', 201, 'todo');
    await send('PUT /todoid/:id', `/todoid/${IDS.todo}`, 200);
    await send('POST /todo-comments', '/todo-comments', 201);
    await send('POST /boards', '/boards', 201);
    await send('POST /kanban/columns', '/kanban/columns', 201, 'column');
    await send('PATCH /kanban/columns/:id', `/kanban/columns/${IDS.column}`, 200);
    await send('POST /kanban/cards', '/kanban/cards', 201, 'card');
    await send('PATCH /kanban/cards/:id', `/kanban/cards/${IDS.card}`, 200);
    await send('POST /kanban-card-comments', '/kanban-card-comments', 201);
    await send('PATCH /kanban/cards/:id/move', `/kanban/cards/${IDS.card}/move`, 200);
    await send('POST /send-todo-to-kanban', '/send-todo-to-kanban', 200);
    await send('POST /tokens', '/tokens', 201);
    await send('PATCH /me', '/me', 200);
    await send('POST /invitations', '/invitations', 201);
  });
});
