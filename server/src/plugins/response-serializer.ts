import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schema kinds whose encoded output is not simply the answer's own fields: a transform, a pipe or a
 * codec changes values, a default or a catch fills them in, and the rest have no JSON Schema. A response
 * schema holding any of them keeps zod's serializer.
 */
const NOT_PLAIN = new Set([
  'transform',
  'pipe',
  'default',
  'prefault',
  'catch',
  'custom',
  'date',
  'bigint',
  'map',
  'set',
  'promise',
  'lazy',
  'function',
  'symbol',
  'undefined',
  'void',
  'nan',
]);

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (value: unknown): Def | null => {
  const zod = (value as { _zod?: { def?: Def } } | null)?._zod;
  return zod?.def ?? null;
};

/** Whether every schema inside is one fast-json-stringify writes exactly as zod's encode and JSON.stringify. */
function isPlain(schema: unknown, seen = new Set<unknown>()): boolean {
  const def = defOf(schema);
  if (!def) return true;
  if (seen.has(schema)) return true;
  seen.add(schema);
  if (NOT_PLAIN.has(def.type)) return false;
  const children: unknown[] = [];
  for (const value of Object.values(def)) {
    if (Array.isArray(value)) children.push(...value);
    else if (value && typeof value === 'object' && !defOf(value)) children.push(...Object.values(value));
    else children.push(value);
  }
  return children.every((child) => !defOf(child) || isPlain(child, seen));
}

function fastSerializer(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType) || !isPlain(schema)) return null;
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * Response serialisation through fast-json-stringify, compiled from each route's zod response schema,
 * for the schemas it writes exactly as zod would (plain objects, arrays, strings, numbers, booleans,
 * enums, literals, nullable and optional fields, unions); the others keep zod's serializer. zod's
 * serializer also checks each answer against its schema, and fast-json-stringify does not: with `verify`
 * (the tests) every answer is written both ways, zod's check still runs, and a difference of a single
 * byte fails the request.
 */
export function createResponseSerializer({
  verify,
}: {
  verify: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const fast = fastSerializer(route.schema);
    if (!fast) return zod;
    if (!verify) return fast;
    return (data) => {
      const expected = zod(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: fast serializer wrote ${written.slice(0, 500)} instead of ${expected.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}
