import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { mapNodeSchema, mindmapSchema } from '../../../shared/api/mindmaps';
import { createResponseSerializer } from '../../../server/src/plugins/response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const byZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema) as never);

const map = {
  id: 'm1',
  title: 'Plan "Q3" \u2028 \ud800 ✓',
  description: 'line\nbreak\\',
  config: { transform: { x: 1.5, y: -2, k: 0.25 } },
  nodeCount: 3,
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-11-23T08:00:00.000Z',
  internal: 'not in the schema',
};

describe('createResponseSerializer', () => {
  it('writes plain answers byte for byte as zod does, without keys the schema does not name', () => {
    const write = createResponseSerializer({ verify: false })(route(z.array(mindmapSchema)) as never);
    const answers = [[map], [{ ...map, config: { transform: null } }], []];
    for (const answer of answers) expect(write(answer)).toBe(byZod(z.array(mindmapSchema))(answer));
    expect(write([map])).not.toContain('internal');
  });

  it('skips the check zod makes, which is why the tests verify every answer', () => {
    const write = createResponseSerializer({ verify: false })(route(mindmapSchema) as never);
    const wrong = { ...map, title: 42 };
    expect(() => byZod(mindmapSchema)(wrong)).toThrow();
    expect(() => write(wrong)).not.toThrow();
    const verified = createResponseSerializer({ verify: true })(route(mindmapSchema) as never);
    expect(() => verified(wrong)).toThrow();
  });

  it('keeps zod for schemas whose output is not the answer as given', () => {
    const transformed = z.object({ id: z.string().transform((id) => id.toUpperCase()) });
    const write = createResponseSerializer({ verify: false })(route(transformed) as never);
    expect(() => write({ id: 3 })).toThrow();
    const defaulted = z.object({ label: z.string().default('none') });
    const writeDefault = createResponseSerializer({ verify: false })(route(defaulted) as never);
    expect(() => writeDefault({})).toThrow();
  });

  it('writes nullable, optional and absent fields as zod does', () => {
    const node = {
      id: 'n1',
      mindmapId: 'm1',
      parentId: null,
      label: 'Root',
      description: '',
    };
    const schema = z.array(mapNodeSchema.partial());
    const write = createResponseSerializer({ verify: false })(route(schema) as never);
    const answers = [[node], [{ id: 'n2', parentId: undefined }], [{}]];
    for (const answer of answers) expect(write(answer)).toBe(byZod(schema)(answer));
  });
});
