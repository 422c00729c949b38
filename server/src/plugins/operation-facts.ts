import type { RouteOptions } from 'fastify';

/**
 * Examples of one operation: its request body (when it takes one) and its answer for each success status,
 * and for an error status whose body the route declares itself (the health checks' 503). The other error
 * answers are `{ error }` with the examples of routes/api-document.ts.
 */
export interface OperationExamples {
  body?: unknown;
  answers: Record<number, unknown>;
}

/**
 * What the API document says of a route beyond its schemas, declared beside its handler
 * (`config: { operation }`). Security and the error answers its declaration shows are derived from the
 * route itself (routes/api-document.ts); its tag is its schema's one tag.
 */
export interface OperationFacts {
  /** camelCase, by resource and verb; stable: generated clients name their methods after it. */
  id: string;
  /** One line. */
  summary: string;
  /** What the path does not say: limits, side effects, what changes live. */
  description?: string;
  /**
   * Error answers its declaration cannot show, by status, with their text: 409 for a conflict, and a refusal
   * of a public route (a wrong password, an unknown link). The API document derives the others.
   */
  errors?: Partial<Record<number, string>>;
  /** The media type of its success answer when it is not JSON (an HTML page, an event stream). */
  mediaType?: string;
  /**
   * The files its success answer may be, by media type, each with an example: a download in the format
   * asked for. A text or binary file is declared as a string, a JSON one as an object.
   */
  files?: Readonly<Record<string, { example: unknown }>>;
  /** The media types of a raw body it takes (a file sent as it is), each declared as binary. */
  bodyMediaTypes?: string[];
  /** When the operation may answer 302 instead, and where to. */
  redirect?: string;
  /** Written by hand, never generated from the schema: they show a reader real-looking data. */
  examples: OperationExamples;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's reference text and examples in the API document; see OperationFacts. */
    operation?: OperationFacts;
  }
}

type DeclaredRoute = Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>;

/** The routes the API document lists: every route but HEAD and the ones whose schema hides them. */
function documented(route: DeclaredRoute): boolean {
  return route.method !== 'HEAD' && !(route.schema as { hide?: boolean } | undefined)?.hide;
}

/** What a documented route fails to declare, or declares for an answer or a body it does not have. */
function problemsOf(route: DeclaredRoute, tags: ReadonlySet<string>): string[] {
  const name = `${[route.method].flat().join(',')} ${route.url}`;
  const operation = route.config?.operation;
  if (!operation?.id || !operation.summary) return [`${name}: no operation id and summary`];
  const schema = (route.schema ?? {}) as { tags?: string[]; body?: unknown; response?: object };
  const problems: string[] = [];
  if (schema.tags?.length !== 1 || !tags.has(schema.tags[0]!)) problems.push(`${name}: not one known tag`);
  const answers = Object.keys(schema.response ?? {});
  const examples = Object.keys(operation.examples.answers);
  for (const status of examples.filter((code) => !answers.includes(code)))
    problems.push(`${name}: an example of ${status}, which it does not answer`);
  for (const status of answers.filter((code) => code.startsWith('2') && !examples.includes(code)))
    problems.push(`${name}: no example of its ${status}`);
  if (Boolean(schema.body) !== (operation.examples.body !== undefined))
    problems.push(`${name}: ${schema.body ? 'no example of its body' : 'a body example, and no body'}`);
  return problems;
}

/**
 * The facts the routes the API document lists fail to declare: each needs its operation (id, summary,
 * an example of its body and of each success answer, and none of an answer it does not give) and one of
 * the document's tags. Checked once every route is registered, when the app gets ready.
 */
export function undeclaredFacts(routes: DeclaredRoute[], tags: string[]): string[] {
  const known = new Set(tags);
  return routes.filter(documented).flatMap((route) => problemsOf(route, known));
}
