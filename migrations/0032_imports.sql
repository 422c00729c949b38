-- An import (POST /api/imports): the document it made and how far its content got. The answer comes once
-- the document exists; its content is then written in batches by the instance that took the upload, which
-- moves heartbeat_at with each batch. An import still running whose heartbeat stopped (its instance died)
-- or one that failed is unfinished: the list page offers to remove its document. Deleting the document
-- deletes its imports.
create table imports (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  user_id uuid references users (id) on delete set null,
  document_name text not null,
  title text not null,
  format text not null,
  status text not null check (status in ('running', 'done', 'failed')),
  total integer not null check (total >= 0),
  written integer not null default 0,
  heartbeat_at timestamptz not null,
  created_at timestamptz not null,
  finished_at timestamptz
);
create index imports_document_idx on imports (document_name);
create index imports_unfinished_idx on imports (workspace_id) where status <> 'done';
