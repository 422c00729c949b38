import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EMAIL_PATTERN } from '@shared/api/auth';
import { isSimpleEmail, isStorableText, itemId, uuidId } from '@shared/api/fields';

/** Every module of shared/api, so a schema added later is checked too. */
const MODULES = import.meta.glob<Record<string, unknown>>('../../../../shared/api/*.ts', { eager: true });
/** The request schemas: what routes declare as body, params or querystring. */
const REQUEST_SCHEMA_NAME = /(Body|Params|Query)$/;

type Path = Array<string>;
interface Leaf {
  schema: string;
  path: Path;
  parse(value: unknown): { success: boolean; error?: z.ZodError };
}

/** Every place in `schema` where a string is read, as the path to it. */
function stringPaths(schema: z.ZodType, path: Path = []): Path[] {
  const def = (schema as unknown as { _zod: { def: Record<string, any> } })._zod.def;
  switch (def.type) {
    case 'string':
      return [path];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        stringPaths(field, [...path, key]),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return stringPaths(def.innerType, path);
    case 'pipe':
      return stringPaths(def.in, path);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringPaths(option, path));
    default:
      return [];
  }
}

function withValueAt(path: Path, value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

const leaves: Leaf[] = Object.values(MODULES).flatMap((module) =>
  Object.entries(module)
    .filter(([name, value]) => REQUEST_SCHEMA_NAME.test(name) && typeof value === 'object' && value !== null)
    .flatMap(([name, value]) => {
      const schema = value as z.ZodType;
      const unique = new Map(stringPaths(schema).map((path) => [path.join('.'), path]));
      return [...unique.values()].map((path) => ({
        schema: name,
        path,
        parse: (input: unknown) => schema.safeParse(withValueAt(path, input)),
      }));
    }),
);

const MB = 1024 * 1024;
/** Shapes that made the old patterns backtrack (lower case only, a long dotted domain) and plain filler. */
const HOSTILE_SHAPES: Array<[string, (length: number) => string]> = [
  ['lower-case letters', (length) => 'a'.repeat(length)],
  ['a dotted domain', (length) => `a@${'a.'.repeat(length / 2)}`],
  ['mixed case and digits', (length) => 'aA1 '.repeat(length / 4)],
  ['NUL characters', (length) => '\u0000'.repeat(length)],
];
/** Each size is tried only if the one before was refused within this many ms (linear work takes ~1 ms). */
const GENEROUS_MS = 2_000;

function refusesAt(leaf: Leaf, value: unknown): boolean {
  const result = leaf.parse(value);
  const field = leaf.path.join('.');
  return !result.success && result.error!.issues.some((issue) => issue.path.join('.') === field);
}

describe('request schemas of shared/api', () => {
  it('are found with string fields to check', () => {
    const names = new Set(leaves.map((leaf) => leaf.schema));
    for (const name of ['loginBody', 'resetPasswordBody', 'inviteBody', 'createNodeBody', 'nodeIdParams'])
      expect(names).toContain(name);
  });

  describe.each(leaves.map((leaf) => [`${leaf.schema}.${leaf.path.join('.')}`, leaf] as const))(
    '%s',
    (_name, leaf) => {
      it.each(HOSTILE_SHAPES)(
        'refuses 1 MB of %s quickly',
        (_shape, make) => {
          // Growing sizes, all above every limit: a quadratic check fails at 64 KB in seconds, not hours at 1 MB.
          for (const length of [32 * 1024, 64 * 1024, 256 * 1024, MB]) {
            const started = performance.now();
            expect(refusesAt(leaf, make(length)), `${length} characters`).toBe(true);
            expect(performance.now() - started, `${length} characters`).toBeLessThan(GENEROUS_MS);
          }
        },
        30_000,
      );

      it.each([
        ['a NUL character', 'ab\u0000cd'],
        ['a lone high surrogate', 'ab\uD800cd'],
        ['a lone low surrogate', 'ab\uDC00cd'],
      ])('refuses %s', (_label, value) => {
        expect(refusesAt(leaf, value)).toBe(true);
      });
    },
  );
});

describe('field primitives', () => {
  it('tell storable text from text with NUL or a lone surrogate', () => {
    expect(isStorableText('plain, accents é, emoji 😀')).toBe(true);
    expect(isStorableText('a\u0000')).toBe(false);
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('\uDE00\uD83D')).toBe(false);
  });

  it.each([
    ['a@b.co', true],
    ['first.last@mail.example.com', true],
    ['a@b.', false],
    ['a@.b', false],
    ['@b.co', false],
    ['a@b@c.co', false],
    ['a b@c.co', false],
    ['a@bco', false],
    ['a@b..', true],
  ])('test %s against the simple email pattern as the regular expression does', (value, expected) => {
    expect(isSimpleEmail(value)).toBe(expected);
    expect(EMAIL_PATTERN.test(value)).toBe(expected);
  });

  it('gives a uuid one canonical spelling: lower case', () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expect(uuidId('bad').parse(id.toUpperCase())).toBe(id);
    expect(uuidId('bad').safeParse(`${id}x`).success).toBe(false);
  });

  it('takes item ids verbatim, as the documents key them', () => {
    expect(itemId('id').parse('Node_1-a')).toBe('Node_1-a');
    expect(itemId('id').safeParse('a/b').success).toBe(false);
    expect(itemId('id').safeParse('x'.repeat(65)).success).toBe(false);
  });
});
