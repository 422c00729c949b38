import type { Timestamp } from './schema';

export type SearchKind = 'mindmap' | 'todolist' | 'board' | 'node' | 'todo' | 'card';

/** A searchable item and its folded text (migrations/0033_search.sql). */
export interface SearchItemsTable {
  workspace_id: string;
  document_name: string;
  kind: SearchKind;
  item_id: string;
  title: string;
  body: string;
  title_words: string;
  body_words: string;
  head: string;
  pairs: string[];
  updated_at: Timestamp;
}

/** Whether the search index holds a document whole (migrations/0033_search.sql). */
export interface SearchDocumentsTable {
  document_name: string;
  workspace_id: string;
  built: boolean;
}
