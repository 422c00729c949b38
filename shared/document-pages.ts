import type { DocumentKind } from './schema/document-name';

/** The pages that show one live document: their address is the prefix followed by the document's id. */
const DOCUMENT_PAGES = [
  { prefix: '/maps/', kind: 'mindmap' },
  { prefix: '/todos/', kind: 'todolist' },
  { prefix: '/kanban/', kind: 'board' },
] as const satisfies ReadonlyArray<{ prefix: string; kind: DocumentKind }>;

export type PageDocumentKind = (typeof DOCUMENT_PAGES)[number]['kind'];

/**
 * The kind and id of the document the page at `pathname` (`/todos/<id>`) shows, or null for any other
 * page. The id is as written in the address; whoever opens the document checks it.
 */
export function documentOfPage(pathname: string): { kind: PageDocumentKind; id: string } | null {
  for (const page of DOCUMENT_PAGES) {
    if (!pathname.startsWith(page.prefix)) continue;
    const id = pathname.slice(page.prefix.length).replace(/\/$/, '');
    return id && !id.includes('/') ? { kind: page.kind, id } : null;
  }
  return null;
}
