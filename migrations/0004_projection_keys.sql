-- Projected rows belong to their document: every child row is keyed by a never-null document column and
-- the item id, so a write in one document can never reach a row of another, whatever ids it carries.
-- The rows are rebuilt from each document's snapshot and log at start-up (projection_version below):
-- older keys let documents overwrite each other's rows (maps that share the root id `root`), so no
-- projected row written under them can be trusted.
delete from nodes;
delete from todos;
delete from kanban_cards;
delete from kanban_columns;

alter table nodes drop constraint nodes_pkey;
alter table nodes add primary key (mindmap_id, id);

-- list_id is null for the inbox, so to-dos are keyed by their document's name.
alter table todos add column document_name text not null references documents (name) on delete cascade;
alter table todos drop constraint todos_pkey;
alter table todos add primary key (document_name, id);

alter table kanban_cards drop constraint kanban_cards_pkey;
alter table kanban_cards add primary key (board_id, id);

-- Which document holds an item, for REST routes that address a node, to-do or card by id alone. Written
-- with each update-log append (so every instance finds an item added a moment ago) and reconciled with
-- the document at each store. Ids come from clients and may repeat: lookups are per workspace.
create table document_items (
  document_name text not null references documents (name) on delete cascade,
  id text not null,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  primary key (document_name, id)
);
create index document_items_lookup_idx on document_items (workspace_id, id);

-- How many snapshots a document has had: a store that finds a number other than the one it last saw
-- merges the stored snapshot first (another instance stored meanwhile).
alter table documents add column snapshot_seq bigint not null default 0;
-- The projection a document's rows were written with; start-up rebuilds every document below the current one.
alter table documents add column projection_version integer not null default 0;
