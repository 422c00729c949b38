-- Live documents: an append-only update log and compacted snapshots (the source of truth), and the
-- relational projection of each document that REST reads, counts and analytics use.
create table documents (
  name text primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  snapshot bytea,
  snapshot_at timestamptz,
  created_at timestamptz not null default now()
);
create index documents_workspace_id_idx on documents (workspace_id);

create table document_updates (
  id bigserial primary key,
  document_name text not null references documents (name) on delete cascade,
  update bytea not null,
  created_at timestamptz not null default now()
);
create index document_updates_document_idx on document_updates (document_name, id);

create table mindmaps (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  title text not null default '',
  description text not null default '',
  config jsonb not null default '{}'::jsonb,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mindmaps_workspace_idx on mindmaps (workspace_id, created_at);

create table nodes (
  id text primary key,
  mindmap_id uuid not null references mindmaps (id) on delete cascade,
  parent_id text,
  label text not null default '',
  description text not null default '',
  x double precision not null default 0,
  y double precision not null default 0,
  linked_todo_list_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index nodes_mindmap_idx on nodes (mindmap_id);
create index nodes_linked_todo_list_idx on nodes (linked_todo_list_id) where linked_todo_list_id is not null;

create table todo_lists (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  title text not null default '',
  description text not null default '',
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index todo_lists_workspace_idx on todo_lists (workspace_id, created_at);

-- list_id is null for the workspace's unassigned to-dos (the inbox document).
create table todos (
  id text primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  list_id uuid references todo_lists (id) on delete cascade,
  title text not null default '',
  description text not null default '',
  completed boolean not null default false,
  position text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index todos_list_idx on todos (list_id, position);
create index todos_workspace_idx on todos (workspace_id);

create table boards (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  title text not null default '',
  description text not null default '',
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index boards_workspace_idx on boards (workspace_id, created_at);

-- Lane ids are unique within their board only: New and Done have the same ids on every board.
create table kanban_columns (
  id text not null,
  board_id uuid not null references boards (id) on delete cascade,
  title text not null,
  position text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (board_id, id)
);
create index kanban_columns_board_idx on kanban_columns (board_id, position);

create table kanban_cards (
  id text primary key,
  board_id uuid not null references boards (id) on delete cascade,
  column_id text not null,
  position text not null,
  title text not null default '',
  description text not null default '',
  status text,
  priority text,
  due_date date,
  -- No foreign key: the projection mirrors the document, which may name a member who has since left.
  assignee_id uuid,
  linked_todo_id text,
  todo_list_id uuid,
  done_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index kanban_cards_board_idx on kanban_cards (board_id, column_id, position);

-- Log entries that could not be applied when their document was loaded, kept for inspection.
create table document_rejected_updates (
  id bigint primary key,
  document_name text not null,
  update bytea not null,
  reason text not null,
  rejected_at timestamptz not null default now()
);
