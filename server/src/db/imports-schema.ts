import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema';

export type ImportStatus = 'running' | 'done' | 'failed';

/** An import and how far its content got (migrations/0032_imports.sql). */
export interface ImportsTable {
  id: string;
  workspace_id: string;
  user_id: string | null;
  document_name: string;
  title: string;
  format: string;
  status: ImportStatus;
  total: number;
  written: Generated<number>;
  heartbeat_at: Timestamp;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}
