import { ACCOUNT_EXAMPLES } from './api-examples/accounts';
import { BOARD_EXAMPLES } from './api-examples/boards';
import { DOCUMENT_EXAMPLES } from './api-examples/documents';
import type { ExampleTable, OperationExamples } from './api-examples/operation-examples';
import { TEAM_EXAMPLES } from './api-examples/teams';

/**
 * The examples of the OpenAPI document, written by hand for every request body and success answer, keyed
 * like routes/api-reference.ts. tests/integration/docs/api-document.test.ts checks each against the schema
 * the route declares, and fails on an operation without its examples or an example without its operation.
 */
export const API_EXAMPLES: ExampleTable = {
  ...ACCOUNT_EXAMPLES,
  ...TEAM_EXAMPLES,
  ...DOCUMENT_EXAMPLES,
  ...BOARD_EXAMPLES,
};

/** The examples of an operation by its "METHOD /path" key. */
export function examplesOf(key: string): OperationExamples | undefined {
  return API_EXAMPLES[key];
}
