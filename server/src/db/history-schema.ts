import type { ColumnType, Generated } from 'kysely';
import type { Author, NullableTimestamp, Timestamp } from './schema';

/** What a version changed, counted from the change record: e.g. `{ "node.created": 3, "card.lane": 1 }`. */
export type VersionSummary = Record<string, number>;

/** A version of a document's history (migrations/0029_document_versions.sql). */
export interface DocumentVersionsTable {
  id: Generated<string>;
  workspace_id: string;
  document_name: string;
  seq: number;
  open: Generated<boolean>;
  checkpoint: boolean;
  update: Uint8Array;
  state_vector: Uint8Array;
  name: string | null;
  authors: ColumnType<Author[], string | undefined, string>;
  summary: ColumnType<VersionSummary, string | undefined, string>;
  first_change_id: string | null;
  last_change_id: string | null;
  started_at: Timestamp;
  edited_at: Timestamp;
  cut_at: NullableTimestamp;
}

/** What a store after a version's first added to it. */
export interface DocumentVersionPartsTable {
  id: Generated<string>;
  version_id: string;
  update: Uint8Array;
}
