-- Version history: each map, list, board and inbox keeps the states it passed through. A version is the
-- document's state at the end of a stretch of editing, stored as a forward delta (a Yjs update against
-- the previous version's state vector) or, every few versions, as the whole state (a checkpoint), so any
-- version is read back from the checkpoint before it and the deltas after that. The newest row of a
-- document is open while its stretch of editing goes on: each store rewrites its tail with the document as
-- stored, and it is cut (closed) once the document rests for a minute, ten minutes after it opened, when
-- the document leaves memory, or when someone names it. No foreign key to documents: a document's delete
-- removes its versions in its own transaction, as it does its change record.
create table document_versions (
  id bigserial primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  document_name text not null,
  -- The version's number in its document, from 1: two instances storing one document cut it once.
  seq integer not null,
  open boolean not null default true,
  checkpoint boolean not null,
  -- Written when the version opens: the whole state (a checkpoint) or what it adds to the version before.
  update bytea not null,
  -- What the stores after the opening one added (a delta from `opened_vector`), rewritten by each: a store
  -- of a big map rewrites what changed since the version opened, never the whole map.
  tail bytea,
  opened_vector bytea not null,
  -- The document's state vector at this version: the next version's opening delta starts from it.
  state_vector bytea not null,
  name text,
  -- Everyone whose changes are in it (server/src/db/schema.ts `Author`), and a count of what changed.
  authors jsonb not null default '[]'::jsonb,
  summary jsonb not null default '{}'::jsonb,
  -- The change record's rows of the stores it holds.
  first_change_id bigint,
  last_change_id bigint,
  started_at timestamptz not null,
  edited_at timestamptz not null,
  cut_at timestamptz,
  unique (document_name, seq)
);
create index document_versions_open_idx on document_versions (document_name) where open;
-- Retention (HISTORY_KEEP_ALL_DAYS, HISTORY_KEEP_DAILY_DAYS) looks for old unnamed versions by cut time.
create index document_versions_thinning_idx on document_versions (cut_at) where name is null and not open;
