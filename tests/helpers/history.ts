import * as Y from 'yjs';
import { expect } from 'vitest';
import { cookieHeader, type HttpClient } from './http';

/**
 * A document as it was at a version, read from `GET …/versions/{id}/update` on the server at `baseUrl`
 * (`versions` is the document's versions path).
 */
export async function documentAtVersion(
  client: HttpClient,
  baseUrl: string,
  versions: string,
  versionId: string,
): Promise<Y.Doc> {
  const response = await fetch(new URL(`${versions}/${versionId}/update`, baseUrl), {
    headers: { cookie: cookieHeader(client) },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/octet-stream');
  const document = new Y.Doc();
  Y.applyUpdate(document, new Uint8Array(await response.arrayBuffer()));
  return document;
}

/** A version of the document whose versions path is `versions`, named `name` from its current state. */
export async function nameVersion(
  client: HttpClient,
  versions: string,
  name: string,
): Promise<{ id: string; createdAt: string; name: string | null }> {
  const named = await client.post(versions, { name });
  expect(named.status, JSON.stringify(named.body)).toBe(201);
  return named.body;
}

/** Restores version `versionId` of the document whose versions path is `versions`; its answer. */
export async function restoreVersion(
  client: HttpClient,
  versions: string,
  versionId: string,
): Promise<{
  version: { id: string; authors: Array<{ kind: string }> };
  skipped: Array<{ id: string; reason: string }>;
}> {
  const restored = await client.post(`${versions}/${versionId}/restore`);
  expect(restored.status, JSON.stringify(restored.body)).toBe(200);
  return restored.body;
}

/** The ids of the document's newest versions (one page), newest first. */
export async function versionIds(client: HttpClient, versions: string): Promise<string[]> {
  const page = await client.get(versions);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return (page.body.versions as Array<{ id: string }>).map((version) => version.id);
}

/** The body of an answer, once its status is the one expected (200 unless given). */
export async function bodyOf<T = any>(
  answer: Promise<{ status: number; body: T }>,
  status = 200,
): Promise<T> {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
}
