import type { Random } from './random';

/** The parts of JSON Schema that the app's OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One REST operation of the OpenAPI document. */
export interface Operation {
  method: string;
  /** The path template, e.g. `/api/mapid/{id}`. */
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body: JsonSchema | null;
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(document: { paths: Record<string, Record<string, any>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = (operation.parameters ?? []) as OpenApiParameter[];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

/** A request as it goes on the wire: the URL path with its query, headers and the raw body text. */
export interface WireRequest {
  label: string;
  method: string;
  url: string;
  contentType?: string;
  body?: string;
  /** Headers that replace the client's own (its session cookie, its Origin). */
  headers?: Record<string, string>;
}

/** Valid values the generator starts from: ids of real objects, a usable e-mail and password. */
export type Fixtures = Record<
  'mapId' | 'nodeId' | 'listId' | 'invitationId' | 'userId' | 'workspaceId' | 'email' | 'password',
  string
>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The fixture a field most likely names, from its own name and the operation's path. */
function fixtureFor(name: string, path: string, fixtures: Fixtures): string | undefined {
  switch (name) {
    case 'userId':
      return fixtures.userId;
    case 'workspaceId':
      return fixtures.workspaceId;
    case 'mindmapId':
      return fixtures.mapId;
    case 'nodeId':
    case 'parentId':
      return fixtures.nodeId;
    case 'linkedTodoListId':
      return fixtures.listId;
    case 'link':
      return 'https://example.com/press';
    case 'email':
      return fixtures.email;
    case 'password':
      return fixtures.password;
    case 'token':
      return 'x'.repeat(43);
    case 'id':
      if (path.includes('node')) return fixtures.nodeId;
      if (path.includes('invitation')) return fixtures.invitationId;
      if (path.includes('todo')) return fixtures.listId;
      return fixtures.mapId;
    default:
      return undefined;
  }
}

/** A value the schema accepts, as far as the generator can tell (ids come from the fixtures). */
export function validValue(schema: JsonSchema, name: string, path: string, fixtures: Fixtures): Json {
  const fixture = fixtureFor(name, path, fixtures);
  if (fixture !== undefined) return fixture;
  if (schema.default !== undefined) return schema.default as Json;
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum) return schema.enum.find((value) => value !== 'owner') as Json;
  const option = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (option?.[0]) return validValue(option[0], name, path, fixtures);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, field]) => [
          key,
          validValue(field, key, path, fixtures),
        ]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return 'Plain text'.padEnd(schema.minLength ?? 0, '.');
    default:
      return null;
  }
}

const MB = 1024 * 1024;
const UUID = '0b7e4c2a-1f3d-4e5a-9b8c-7d6e5f4a3b2c';
const WRONG_TYPES: Json[] = [42, -1.5, true, false, null, [], {}, 'text', [1, 'a'], { a: { b: 1 } }];
const MALFORMED_IDS = [
  'not-a-uuid',
  '',
  ' ',
  '../../etc/passwd',
  `${UUID}0`,
  UUID.replaceAll('-', ''),
  '00000000-0000-0000-0000-000000000000',
  "1' or '1'='1",
  'a'.repeat(300),
  '{{id}}',
  '%',
  'root',
];
const OUT_OF_RANGE: Json[] = [1e308, -1e308, 2 ** 53 + 1, -1, 0, 1.5, 5e-324, -0, 1e7 + 1];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json, text/plain',
  'application/jsonx',
  '',
];
/** Credentials that are no credentials: garbage, malformed encodings, huge values, the wrong scheme. */
const BAD_CREDENTIALS: Array<Record<string, string>> = [
  { cookie: 'mindlane_session=not-a-session' },
  { cookie: 'mindlane_session=%E0%A4%A' },
  { cookie: 'mindlane_session=%00' },
  { cookie: `mindlane_session=${'a'.repeat(8_000)}` },
  { cookie: 'mindlane_session=a; mindlane_session=b; __Host-mindlane_session=c' },
  { cookie: '=;;=; mindlane_session' },
  { authorization: 'Bearer not-a-token' },
  { authorization: 'Bearer ' },
  { authorization: `Bearer ${'a'.repeat(8_000)}` },
  { authorization: 'Bearer %ED%A0%80' },
  { authorization: 'Basic dXNlcjpwYXNz' },
  { authorization: 'bearer\ttoken' },
  { origin: 'https://evil.example' },
  { origin: 'null' },
];

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '',
  'nul',
  '\u0000',
  '[]',
  'null',
  '"x"',
  '1e400',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

export const KINDS = [
  'wrong type',
  'missing field',
  'extra fields',
  'NUL',
  'lone surrogate',
  'upper-case id',
  'malformed id',
  'huge string',
  'deep nesting',
  'number out of range',
  'wrong content type',
  'malformed JSON',
  'bad credentials',
] as const;
export type Kind = (typeof KINDS)[number];

type Slot = { where: 'path' | 'query'; name: string } | { where: 'body'; keys: string[] };

function bodySlots(value: Json, keys: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return keys.length ? [keys] : [];
  const nested = Object.entries(value).flatMap(([key, inner]) => bodySlots(inner, [...keys, key]));
  return keys.length ? [keys, ...nested] : nested;
}

function setAt(root: Json, keys: string[], value: Json | undefined): Json {
  if (keys.length === 0) return value ?? null;
  const copy = structuredClone(root) as Record<string, Json>;
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, Json>;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

function nested(random: Random): string {
  const depth = random.pick([1_000, 10_000, 100_000])!;
  return random.chance(0.5)
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A string or value that is wrong in the way `kind` names, for a field whose valid value is `valid`. */
function hostileValue(kind: Kind, valid: Json, random: Random): Json {
  const text = typeof valid === 'string' && valid.length > 0 ? valid : 'Plain text';
  const at = random.int(0, text.length);
  switch (kind) {
    case 'wrong type':
      return random.pick(WRONG_TYPES.filter((value) => typeof value !== typeof valid))!;
    case 'NUL':
      return `${text.slice(0, at)}\u0000${text.slice(at)}`;
    case 'lone surrogate':
      return `${text.slice(0, at)}${random.pick(['\uD800', '\uDFFF', '\uDBFF'])}${text.slice(at)}`;
    case 'upper-case id':
      return text.toUpperCase();
    case 'malformed id':
      return random.pick(MALFORMED_IDS)!;
    case 'huge string':
      return random.pick(['a', 'aA1.', 'a@a.', '\u00e9'])!.repeat(random.pick([64 * 1024, MB / 4])!);
    case 'number out of range':
      return random.pick(OUT_OF_RANGE)!;
    default:
      return text;
  }
}

/** Percent-encodes text for a URL, keeping lone surrogates (encodeURIComponent throws on them) as WTF-8. */
function encode(value: string): string {
  return Array.from(value, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  }).join('');
}

function urlFor(
  operation: Operation,
  pathValues: Record<string, string>,
  query: Record<string, string | string[]>,
) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encode(pathValues[name] ?? ''));
  const search = Object.entries(query)
    .flatMap(([key, value]) => [value].flat().map((one) => `${encode(key)}=${encode(one)}`))
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** One hostile request for an operation: a valid request with one thing made wrong in the way `kind` names. */
export function hostileRequest(
  operation: Operation,
  kind: Kind,
  fixtures: Fixtures,
  random: Random,
): WireRequest {
  const pathValues = Object.fromEntries(
    operation.pathParams.map((p) => [
      p.name,
      String(validValue(p.schema ?? {}, p.name, operation.path, fixtures)),
    ]),
  );
  const query = Object.fromEntries(
    operation.queryParams
      .filter((p) => p.required || random.chance(0.5))
      .map((p) => [p.name, String(validValue(p.schema ?? {}, p.name, operation.path, fixtures))]),
  );
  const hasBody = operation.method !== 'GET';
  let body: Json | undefined = operation.body
    ? validValue(operation.body, '', operation.path, fixtures)
    : undefined;
  let raw: string | undefined;
  let contentType: string | undefined = body === undefined ? undefined : 'application/json';

  const slots: Slot[] = [
    ...operation.pathParams.map((p) => ({ where: 'path' as const, name: p.name })),
    ...operation.queryParams.map((p) => ({ where: 'query' as const, name: p.name })),
    ...(body === undefined ? [] : bodySlots(body).map((keys) => ({ where: 'body' as const, keys }))),
  ];
  const slot = random.pick(slots);
  const repeated: Record<string, string[]> = {};
  const label = `${kind} in ${slot ? (slot.where === 'body' ? `body.${slot.keys.join('.')}` : `${slot.where} ${slot.name}`) : 'request'}`;

  let headers: Record<string, string> | undefined;
  if (kind === 'bad credentials') {
    headers = { ...random.pick(BAD_CREDENTIALS)! };
  } else if (kind === 'wrong content type' && hasBody) {
    raw = JSON.stringify(body ?? {});
    contentType = random.pick(CONTENT_TYPES);
    if (contentType === '') contentType = undefined;
  } else if (kind === 'malformed JSON' && hasBody) {
    raw = random.pick(MALFORMED_JSON)!;
    contentType = 'application/json';
  } else if (kind === 'extra fields') {
    const extras: Record<string, Json> = {
      role: 'admin',
      owner: true,
      workspaceId: UUID,
      id: UUID,
      user_id: UUID,
      [random.pick(['__proto__', 'constructor', 'prototype'])!]: { polluted: true },
    };
    if (body !== undefined && body !== null && typeof body === 'object' && !Array.isArray(body))
      body = { ...body, ...extras };
    else if (hasBody && body === undefined && random.chance(0.5)) {
      body = extras;
      contentType = 'application/json';
    }
    for (const [key, value] of Object.entries({ role: 'admin', [`x${random.int(0, 99)}`]: 'y', id: UUID }))
      query[key] ??= value;
  } else if (slot?.where === 'body') {
    const valid = slot.keys.reduce<Json>((value, key) => (value as Record<string, Json>)[key] ?? null, body!);
    if (kind === 'missing field') body = setAt(body!, slot.keys, undefined);
    else if (kind === 'huge string' && random.chance(0.25)) {
      // Past the app's 2 MB body limit.
      body = setAt(body!, slot.keys, 'a'.repeat(3 * MB));
    } else if (kind === 'deep nesting') {
      const marker = '"\u0001deep\u0001"';
      raw = JSON.stringify(setAt(body!, slot.keys, '\u0001deep\u0001')).replace(marker, nested(random));
    } else body = setAt(body!, slot.keys, hostileValue(kind, valid, random));
  } else if (slot) {
    const target = slot.where === 'path' ? pathValues : query;
    if (kind === 'missing field') delete target[slot.name];
    else if (kind === 'deep nesting') target[slot.name] = '['.repeat(5000);
    else if (kind === 'huge string')
      target[slot.name] = 'a'.repeat(random.pick([4 * 1024, 12 * 1024, 64 * 1024])!);
    else if (kind === 'wrong type' && slot.where === 'query' && random.chance(0.5))
      repeated[slot.name] = [target[slot.name] ?? '', 'second'];
    else {
      const value = hostileValue(kind, target[slot.name] ?? '', random);
      target[slot.name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }

  if (raw === undefined && body !== undefined) raw = JSON.stringify(body);
  return {
    label,
    method: operation.method,
    url: urlFor(operation, pathValues, { ...query, ...repeated }),
    contentType,
    body: raw,
    headers,
  };
}
