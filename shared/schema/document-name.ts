/**
 * Names of collaborative documents: `<kind>:<uuid>`. The server authorises a connection by parsing the name, so
 * parsing is strict: one of the four kinds, a colon, a lower-case canonical uuid, nothing else. Upper case is
 * refused rather than folded, because Hocuspocus keys documents by the exact name and two spellings of one id
 * would open two diverging documents.
 */

export const DOCUMENT_KINDS = ['mindmap', 'todolist', 'board', 'inbox'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** For `inbox` the id is the workspace's id; for the others it is the map's, list's or board's id. */
export interface DocumentName {
  kind: DocumentKind;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isDocumentKind(value: string): value is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(value);
}

export function isDocumentId(value: string): boolean {
  return UUID.test(value);
}

/** The kind and id of a document name, or null for anything that is not exactly `<kind>:<uuid>`. */
export function parseDocumentName(name: string): DocumentName | null {
  const colon = name.indexOf(':');
  if (colon < 0) return null;
  const kind = name.slice(0, colon);
  const id = name.slice(colon + 1);
  if (!isDocumentKind(kind) || !isDocumentId(id)) return null;
  return { kind, id };
}

/** `<kind>:<id>`; throws on an id that parseDocumentName would refuse, so no unusable name is ever made. */
export function formatDocumentName(kind: DocumentKind, id: string): string {
  if (!isDocumentKind(kind)) throw new Error(`Unknown document kind: ${String(kind)}`);
  if (!isDocumentId(id)) throw new Error(`Invalid document id: ${id}`);
  return `${kind}:${id}`;
}
