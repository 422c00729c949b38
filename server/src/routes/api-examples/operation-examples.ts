/**
 * Examples of one operation: its request body (when it takes one) and its answer for each success status, and
 * for an error status whose body the route declares itself (the health checks' 503). The other error answers
 * are `{ error }` with the examples of plugins/api-document.ts.
 */
export interface OperationExamples {
  body?: unknown;
  answers: Record<number, unknown>;
}

/** Examples by "METHOD /path", keyed as routes/api-reference.ts keys operations. */
export type ExampleTable = Record<string, OperationExamples>;
