import { startTestApp, type TestApp } from './test-app';
import { Ajv, type ValidateFunction } from 'ajv';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: Array<Record<string, unknown>>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** An OpenAPI 3.0 schema as JSON Schema: `nullable` as a null type, boolean exclusive bounds as numbers. */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = toJsonSchema(value);
  if (copy.nullable === true && typeof copy.type === 'string') copy.type = [copy.type, 'null'];
  if (copy.nullable === true && copy.enum) copy.enum = [...(copy.enum as unknown[]), null];
  delete copy.nullable;
  // OpenAPI 3.0 marks an exclusive bound with a boolean beside minimum/maximum.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (copy[flag] === true) {
      copy[flag] = copy[bound];
      delete copy[bound];
    } else if (copy[flag] === false) delete copy[flag];
  }
  return copy;
}

/** The formats the document uses, checked as the zod schemas behind them check them. */
export const API_FORMATS = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': (value: string) => !Number.isNaN(Date.parse(value)) && value.includes('T'),
  email: /^[^\s@]+@[^\s@]+$/,
};

/** An Ajv that reads the document's schemas (after toJsonSchema) with its formats. */
export function documentAjv(): Ajv {
  return new Ajv({ strict: false, allErrors: false, formats: API_FORMATS });
}

export async function fetchApiDocument(baseUrl: string): Promise<ApiDocument> {
  return (await fetch(new URL('/docs/api/json', baseUrl))).json() as Promise<ApiDocument>;
}

/** A test app and the API document it serves. */
export async function startDocumentedApp(): Promise<{ app: TestApp; document: ApiDocument }> {
  const app = await startTestApp();
  return { app, document: await fetchApiDocument(app.url) };
}

/** The documented path template ('/api/nodes/{id}') that a concrete /api or alias path answers under. */
export function operationOf(document: ApiDocument, method: string, url: string) {
  const path = new URL(url, 'http://x').pathname.replace(/^\/\.netlify\/functions(\/api)?(?=\/)/, '/api');
  for (const [template, operations] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const operation = operations[method.toLowerCase()];
    if (pattern.test(path) && operation) return { template, operation };
  }
  return null;
}

/**
 * Checks answers against the API document: the status must be documented for the operation, the media type
 * must be one it declares for that status (or no body where it declares none), and a JSON body must fit the
 * declared schema. Returns a line naming the drift, or null. Each schema is compiled once.
 */
export function documentChecker(document: ApiDocument) {
  const ajv = documentAjv();
  const compiled = new Map<string, ValidateFunction>();
  return (method: string, url: string, status: number, body: unknown, contentType = 'application/json') => {
    const found = operationOf(document, method, url);
    if (!found) return `${method} ${url}: not in the API document`;
    const key = `${method} ${found.template} ${status}`;
    const answer = found.operation.responses?.[String(status)];
    if (!answer) return `${method} ${found.template}: status ${status} is not documented`;
    const declared = Object.keys(answer.content ?? {});
    if ((body === undefined || body === '') && declared.length === 0) return null;
    const media = contentType.split(';')[0]!.trim();
    if (!declared.includes(media)) {
      return `${key}: answers ${media || 'no media type'} where the document declares ${declared.join(', ') || 'no body'}`;
    }
    if (media !== 'application/json') return null;
    if (!compiled.has(key)) {
      const schema = answer.content!['application/json']!.schema ?? {};
      compiled.set(key, ajv.compile(toJsonSchema(schema) as object));
    }
    const validate = compiled.get(key)!;
    if (validate(body)) return null;
    return `${key}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`;
  };
}
