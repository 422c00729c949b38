-- To-dos carry a due date, an assignee, notes and their comment count (projected from the document).
alter table todos add column due_date date;
-- No foreign key: the projection mirrors the document, which may name a member who has since left.
alter table todos add column assignee_id uuid;
-- The notes as the document holds them, a JSON array of {id, text, createdAt}, kept as text so the
-- projection compares it byte for byte.
alter table todos add column notes text not null default '[]';
alter table todos add column comment_count integer not null default 0;
create index todos_document_idx on todos (document_name, position);

-- Comments on to-dos and cards. The target is an item id within the workspace: it stays the same when a
-- to-do moves to another list, so its thread moves with it. The author comes from the session.
create table comments (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  target_kind text not null check (target_kind in ('todo', 'card')),
  target_id text not null,
  author_id uuid references users (id) on delete set null,
  body text not null,
  created_at timestamptz not null default now(),
  -- Set when the target left every document (deleted); the thread is removed once an undo can no longer
  -- bring the target back, and kept if it comes back before.
  orphaned_at timestamptz
);
create index comments_target_idx on comments (workspace_id, target_kind, target_id, created_at);
create index comments_orphaned_idx on comments (orphaned_at) where orphaned_at is not null;

create table notifications (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  kind text not null check (kind in ('mention')),
  comment_id uuid not null references comments (id) on delete cascade,
  actor_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_user_idx on notifications (user_id, created_at desc);
