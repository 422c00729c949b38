import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

export const SCHEMA_FILE = 'tests/helpers/api-client/schema.d.ts';

const HEADER = '// Generated from the OpenAPI document by `npm run api:types`; do not edit.\n\n';

/** The TypeScript types of an OpenAPI document, formatted as the committed schema.d.ts holds them. */
export async function apiTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true });
  const options = await prettier.resolveConfig(SCHEMA_FILE);
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: SCHEMA_FILE });
}
