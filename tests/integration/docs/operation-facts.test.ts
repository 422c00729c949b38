import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import apiDocument from '@server/routes/api-document';
import type { OperationFacts } from '@server/plugins/operation-facts';

/**
 * Each route declares its facts beside its handler; the API document refuses to be made without them. A
 * small app with the document's plugin and one route shows what it refuses, before anything listens.
 */

const item = z.object({ id: z.string() });
const fine: OperationFacts = {
  id: 'createItem',
  summary: 'Create an item',
  examples: { body: { id: 'a' }, answers: { 201: { id: 'a' } } },
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close().catch(() => undefined);
  app = undefined;
});

/** Starts an app whose one route, POST /api/items, declares `operation` and has `schema`. */
async function start(operation: OperationFacts | undefined, schema: Record<string, unknown> = {}) {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(apiDocument);
  const routes: FastifyPluginAsyncZod = async (api) => {
    api.post(
      '/items',
      {
        config: operation ? { operation } : {},
        // A key set to undefined leaves it out: Fastify warns of a body schema that is undefined.
        schema: Object.fromEntries(
          Object.entries({ tags: ['mind maps'], body: item, response: { 201: item }, ...schema }).filter(
            ([, value]) => value !== undefined,
          ),
        ),
      },
      async (_request, reply) => reply.code(201).send({ id: 'a' }),
    );
  };
  await app.withTypeProvider<ZodTypeProvider>().register(routes, { prefix: '/api' });
  await app.ready();
  return app;
}

describe('the facts a route declares beside its handler', () => {
  it('let the app start and fill the API document', async () => {
    const started = await start(fine);
    const document = started.swagger() as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>;
    };
    expect(document.paths['/api/items']?.post).toMatchObject({
      operationId: 'createItem',
      summary: 'Create an item',
      tags: ['mind maps'],
    });
  });

  it('are required: a route without its operation keeps the app from starting', async () => {
    await expect(start(undefined)).rejects.toThrow('POST /api/items: no operation id and summary');
  });

  it('need an example of the body and of each success answer', async () => {
    await expect(start({ ...fine, examples: { answers: { 201: { id: 'a' } } } })).rejects.toThrow(
      'POST /api/items: no example of its body',
    );
    await expect(start({ ...fine, examples: { body: { id: 'a' }, answers: {} } })).rejects.toThrow(
      'POST /api/items: no example of its 201',
    );
  });

  it('refuse an example of an answer or a body the route does not have', async () => {
    await expect(
      start({ ...fine, examples: { body: { id: 'a' }, answers: { 201: { id: 'a' }, 404: { error: 'x' } } } }),
    ).rejects.toThrow('POST /api/items: an example of 404, which it does not answer');
    await expect(start(fine, { body: undefined })).rejects.toThrow(
      'POST /api/items: a body example, and no body',
    );
  });

  it('name one tag of the document', async () => {
    await expect(start(fine, { tags: ['gadgets'] })).rejects.toThrow('POST /api/items: not one known tag');
  });

  it('are not asked of a route the document hides', async () => {
    await expect(start(undefined, { hide: true })).resolves.toBeDefined();
  });
});
