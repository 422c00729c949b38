-- Version history: each map, list, board and inbox keeps the states it passed through. A version is the
-- document's state at the end of a stretch of editing, stored as a forward delta (a Yjs update against
-- the previous version's state vector) or, every few versions, as the whole state (a checkpoint), so any
-- version is read back from the checkpoint before it and the deltas after that. The newest row of a
-- document is open while its stretch of editing goes on: each store adds what the document gained as a
-- part, and it is cut (closed) once the document rests for a minute, ten minutes after it opened, or when
-- someone names it. No foreign key to documents: a document's delete
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
  -- What each later store of the version adds is a part of its own (document_version_parts).
  update bytea not null,
  -- The document's state vector as last written: the next part, or the next version, starts from it.
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

-- What each store after the opening one added to an open version, in order: small, however big the
-- document, so a store under a stream of writes costs the same at its thousandth write as at its first.
create table document_version_parts (
  id bigserial primary key,
  version_id bigint not null references document_versions (id) on delete cascade,
  update bytea not null
);
create index document_version_parts_version_idx on document_version_parts (version_id, id);
-- Retention (HISTORY_KEEP_ALL_DAYS, HISTORY_KEEP_DAILY_DAYS) looks for old unnamed versions by cut time.
create index document_versions_thinning_idx on document_versions (cut_at) where name is null and not open;
