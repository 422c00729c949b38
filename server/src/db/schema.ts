import type { ColumnType, Generated } from 'kysely';
import type { DocumentVersionPartsTable, DocumentVersionsTable } from './history-schema';
import type { ImportsTable } from './imports-schema';
import type { SearchDocumentsTable, SearchItemsTable } from './search-schema';
import type { WebhookTables } from './webhooks-schema';

export type { VersionSummary } from './history-schema';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export type UserRole = 'user' | 'admin';
export type MemberRole = 'owner' | 'editor' | 'viewer';
export type ApiTokenScope = 'read' | 'read-write';
export type SubscriptionStatus = 'trialing' | 'active' | 'canceled' | 'expired';

/** Who wrote a change: a member, an API token (its name when it wrote), AI, an import, or the system. */
export type Author =
  | { kind: 'member'; userId: string }
  | { kind: 'token'; tokenId: string; name: string; userId: string }
  | { kind: 'ai'; userId?: string }
  | { kind: 'import'; userId?: string }
  | { kind: 'system' };
/** What a change record row is about: a document's own row, or one of its items. */
export type ChangeItemKind = 'map' | 'list' | 'board' | 'node' | 'todo' | 'column' | 'card';
export type ChangeAction = 'created' | 'updated' | 'deleted' | 'moved' | 'completed' | 'reopened';
/** Each changed column of a row, with its value before and after (null where the row was not). */
export type ChangedFields = Record<string, { previous: unknown; value: unknown }>;

/** A durable job (migrations/0026_jobs.sql): claimed under a lease, deleted when done, kept when failed. */
export interface JobsTable {
  id: string;
  kind: string;
  key: string | null;
  payload: Json;
  due_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: number;
  claimed_by: string | null;
  claimed_until: NullableTimestamp;
  last_error: string | null;
  failed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Table types for Kysely; each migration that adds a table adds its type here (or in a file beside it). */
export interface DB extends WebhookTables {
  schema_migrations: { name: string; applied_at: Timestamp };
  users: {
    id: string;
    email: string;
    password_hash: string;
    name: Generated<string>;
    nickname: Generated<string>;
    given_name: Generated<string>;
    family_name: Generated<string>;
    picture: Generated<string>;
    email_verified: Generated<boolean>;
    role: Generated<UserRole>;
    current_workspace_id: string | null;
    /** When the password was last set (see migrations/0017_password_provenance.sql). */
    password_changed_at: Timestamp;
    /** The password was chosen through a link mailed to the address: its owner knows it. */
    password_set_by_owner: Generated<boolean>;
    /** When the mailbox's owner was first shown to hold the account (migrations/0022_account_proof.sql). */
    holder_proven_at: NullableTimestamp;
    /** When the account last signed in (migrations/0024_last_sign_in.sql); null: not since it was recorded. */
    last_sign_in_at: NullableTimestamp;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  sessions: { id_hash: string; user_id: string; created_at: Timestamp; expires_at: Timestamp };
  /** Failed sign-ins of the throttling window: the e-mail typed (lower case) and the client's address. */
  sign_in_failures: { id: Generated<number>; email: string; address: string; failed_at: Timestamp };
  /** One row: bumped by triggers whenever a session, user, workspace, membership or subscription changes. */
  access_version: { id: Generated<number>; version: number };
  api_tokens: {
    id: string;
    token_hash: string;
    user_id: string;
    workspace_id: string;
    name: string;
    scope: ApiTokenScope;
    created_at: Timestamp;
    expires_at: NullableTimestamp;
    last_used_at: NullableTimestamp;
  };
  /** API tokens a password reset ended, shown to their owner (migrations/0025_ended_api_tokens.sql). */
  ended_api_tokens: {
    id: string;
    user_id: string;
    name: string;
    workspace_name: string;
    created_at: Timestamp;
    ended_at: Timestamp;
  };
  workspaces: { id: string; name: string; owner_id: string; created_at: Timestamp };
  workspace_members: { workspace_id: string; user_id: string; role: MemberRole; created_at: Timestamp };
  /** Workspaces an account handed over before its holder was proven (migrations/0022_account_proof.sql). */
  handovers_before_proof: { workspace_id: string; from_user_id: string; handed_at: Timestamp };
  subscriptions: {
    user_id: string;
    status: SubscriptionStatus;
    trial_start_date: NullableTimestamp;
    paid_thru_date: NullableTimestamp;
    ai_limit: number | null;
    stripe_customer_id: string | null;
    stripe_subscription_id: string | null;
    /** Stripe's own state of the subscription (past_due); null in local test mode. */
    provider_status: ColumnType<string | null, string | null | undefined, string | null>;
    updated_at: Timestamp;
  };
  password_resets: {
    token_hash: string;
    user_id: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  email_verifications: {
    token_hash: string;
    user_id: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  invitations: {
    id: string;
    workspace_id: string;
    email: string;
    role: 'editor' | 'viewer';
    token_hash: string;
    /** The token of the link the invitation's mail carries, made when it is sent (0026_jobs.sql). */
    mail_token_hash: Generated<string | null>;
    invited_by: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    accepted_at: NullableTimestamp;
  };
  ai_runs: {
    id: string;
    account_id: string;
    workspace_id: string | null;
    user_id: string | null;
    kind: string;
    status: Generated<string>;
    created_at: Timestamp;
    engine: Generated<string>;
    model: Generated<string>;
    document_name: string | null;
    prompt_tokens: number | null;
    completion_tokens: number | null;
    duration_ms: number | null;
    error: string | null;
    finished_at: NullableTimestamp;
  };
  documents: {
    name: string;
    workspace_id: string;
    snapshot: Uint8Array | null;
    snapshot_at: NullableTimestamp;
    snapshot_seq: ColumnType<number, number | undefined, number>;
    projection_version: Generated<number>;
    created_at: Timestamp;
  };
  document_items: { document_name: string; id: string; workspace_id: string };
  deleted_documents: { name: string; workspace_id: string; deleted_at: Timestamp };
  document_updates: {
    id: Generated<number>;
    document_name: string;
    update: Uint8Array;
    created_at: Timestamp;
    authors: ColumnType<Author[], string | undefined, string>;
    projected: Generated<boolean>;
  };
  document_changes: {
    id: Generated<number>;
    workspace_id: string;
    document_name: string;
    item_kind: ChangeItemKind;
    item_id: string;
    action: ChangeAction;
    fields: ColumnType<ChangedFields, string | undefined, string>;
    authors: ColumnType<Author[], string | undefined, string>;
    changed_at: Timestamp;
  };
  document_versions: DocumentVersionsTable;
  document_version_parts: DocumentVersionPartsTable;
  imports: ImportsTable;
  search_items: SearchItemsTable;
  search_documents: SearchDocumentsTable;
  document_rejected_updates: {
    id: number;
    document_name: string;
    update: Uint8Array;
    reason: string;
    rejected_at: Timestamp;
  };
  mindmaps: {
    id: string;
    workspace_id: string;
    title: string;
    description: string;
    config: Json;
    /** Kept by triggers on nodes (migration 0011). */
    node_count: Generated<number>;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  nodes: {
    id: string;
    mindmap_id: string;
    parent_id: string | null;
    label: string;
    description: string;
    /** An http, https or mailto URL (migration 0031). */
    link: string | null;
    x: number;
    y: number;
    linked_todo_list_id: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  todo_lists: {
    id: string;
    workspace_id: string;
    title: string;
    description: string;
    /** Kept by triggers on todos (migration 0015). */
    todo_count: Generated<number>;
    completed_count: Generated<number>;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  todos: {
    id: string;
    document_name: string;
    workspace_id: string;
    list_id: string | null;
    title: string;
    description: string;
    completed: boolean;
    position: string;
    due_date: ColumnType<string | null, string | null | undefined, string | null>;
    assignee_id: string | null;
    notes: Generated<string>;
    comment_count: Generated<number>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  comments: {
    id: string;
    workspace_id: string;
    target_kind: 'todo' | 'card';
    target_id: string;
    author_id: string | null;
    body: string;
    created_at: Timestamp;
    orphaned_at: NullableTimestamp;
  };
  notifications: {
    id: string;
    user_id: string;
    workspace_id: string;
    kind: 'mention';
    comment_id: string;
    actor_id: string | null;
    created_at: Timestamp;
    read_at: NullableTimestamp;
  };
  boards: {
    id: string;
    workspace_id: string;
    title: string;
    description: string;
    /** Cards outside the Done lane, kept by triggers on kanban_cards (migration 0015). */
    not_done_count: Generated<number>;
    created_by: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kanban_columns: {
    id: string;
    board_id: string;
    title: string;
    position: string;
    wip_limit: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  kanban_cards: {
    id: string;
    board_id: string;
    column_id: string;
    position: string;
    title: string;
    description: string;
    status: string | null;
    priority: string | null;
    due_date: ColumnType<string | null, string | null | undefined, string | null>;
    assignee_id: string | null;
    linked_todo_id: string | null;
    todo_list_id: string | null;
    mindmap_id: string | null;
    comment_count: Generated<number>;
    done_at: NullableTimestamp;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  purchases: {
    token_hash: string;
    user_id: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  checkouts: {
    id: string;
    user_id: string;
    mode: 'test' | 'stripe';
    return_to: 'set-password' | 'billing';
    created_at: Timestamp;
    completed_at: NullableTimestamp;
  };
  payments: {
    id: string;
    user_id: string | null;
    amount_cents: number;
    currency: string;
    status: string;
    provider: 'test' | 'stripe';
    provider_invoice_id: string | null;
    invoice_url: string | null;
    period_end: NullableTimestamp;
    created_at: Timestamp;
  };
  stripe_events: { id: string; type: string; processed_at: Timestamp };
  item_creations: { kind: string; item_key: string; day: string };
  daily_item_counts: { day: string; kind: string; count: number };
  jobs: JobsTable;
}
