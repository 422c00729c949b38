import type { Extension } from '@hocuspocus/server';
import { parseDocumentName } from '@shared/schema/document-name';
import { NODE_MERGE_ORIGIN, keepNodesMerged } from '@shared/schema/mindmap-merge';
import type { DocumentStore } from './document-store';

/**
 * Merges concurrent writes to one node of a map (shared/schema/mindmap-merge.ts) from before the document's
 * snapshot and log are read, so that writes that first meet in the replay are merged too. The merged values
 * are in no log entry: the document's next store writes a snapshot that holds them.
 */
export function createNodeMergeExtension(documentStore: Pick<DocumentStore, 'markUnlogged'>): Extension {
  return {
    extensionName: 'node-merge',
    // Above the snapshot's and the update log's, which load the document.
    priority: 70,

    async onLoadDocument({ documentName, document }) {
      if (parseDocumentName(documentName)?.kind !== 'mindmap') return;
      keepNodesMerged(document);
      document.on('afterTransaction', (transaction) => {
        if (transaction.origin === NODE_MERGE_ORIGIN) documentStore.markUnlogged(documentName);
      });
    },
  };
}
