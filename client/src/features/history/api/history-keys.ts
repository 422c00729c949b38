import type { DocumentKind } from '@shared/schema/document-name';

/** The document a history call is about. */
export interface HistoryTarget {
  kind: DocumentKind;
  id: string;
}

/** `/api/documents/{kind}/{id}/versions`, the root of a document's history routes. */
export function versionsPath({ kind, id }: HistoryTarget): string {
  return `/api/documents/${kind}/${encodeURIComponent(id)}/versions`;
}

/** Query keys of the history feature. */
export const historyKeys = {
  versions: ({ kind, id }: HistoryTarget) => ['history', kind, id, 'versions'] as const,
  update: ({ kind, id }: HistoryTarget, versionId: string) =>
    ['history', kind, id, 'update', versionId] as const,
};
