import { documentChecker, fetchApiDocument, operationOf } from './api-document';

type Checker = {
  check: ReturnType<typeof documentChecker>;
  documents: (method: string, url: string) => boolean;
};

/** One checker per started app, made from the document that app serves. */
const checkers = new Map<string, Promise<Checker>>();

function checkerOf(baseUrl: string): Promise<Checker> {
  const origin = new URL(baseUrl).origin;
  let checker = checkers.get(origin);
  if (!checker) {
    checker = fetchApiDocument(origin).then((document) => ({
      check: documentChecker(document),
      documents: (method, url) => operationOf(document, method, url) !== null,
    }));
    checkers.set(origin, checker);
  }
  return checker;
}

/**
 * Fails when an answer of a documented operation has a status its operation does not document, a media type
 * the document does not declare for that status, or a JSON body that does not fit the declared schema: every
 * answer the integration tests receive through the HTTP helpers is held to the served API document, so a
 * route and its document cannot drift apart. Answers of other addresses (pages, /docs, unknown paths) pass.
 */
export async function expectDocumentedAnswer(
  baseUrl: string,
  request: { method: string; path: string },
  answer: { status: number; contentType: string | null; body: unknown },
): Promise<void> {
  if (request.method === 'HEAD' || request.method === 'OPTIONS') return;
  const { check, documents } = await checkerOf(baseUrl);
  const url = new URL(request.path, baseUrl);
  if (!documents(request.method, url.pathname)) return;
  const problem = check(request.method, url.pathname, answer.status, answer.body, answer.contentType ?? '');
  if (problem) throw new Error(`The answer differs from the API document: ${problem}`);
}
