-- Who wrote each update log entry: a JSON array of authors (server/src/db/schema.ts `Author`): a member, an
-- API token (its id and its name at the time), AI, an import, or the system. Entries written before this
-- migration have none.
alter table document_updates add column authors jsonb not null default '[]'::jsonb;

-- Whether a store has projected the entry yet. Entries already in the log are taken as projected; new ones
-- are not until a store takes them in (document_store_log below), so a document whose log holds entries no
-- store projected (an edit logged, then a crash) is found by the start-up sweep.
alter table document_updates add column projected boolean not null default true;
alter table document_updates alter column projected set default false;
create index document_updates_unprojected_idx on document_updates (document_name) where not projected;

-- The change record: what each store really changed in the projected tables (compared in the statement
-- that wrote the rows, so two instances storing one document record a change once), with the store's
-- authors and time. No foreign key to documents: a document's delete removes its rows in its own transaction
-- (server/src/plugins/app/documents/documents-service.ts).
create table document_changes (
  id bigserial primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  document_name text not null,
  item_kind text not null check (item_kind in ('map', 'list', 'board', 'node', 'todo', 'column', 'card')),
  item_id text not null,
  action text not null
    check (action in ('created', 'updated', 'deleted', 'moved', 'completed', 'reopened')),
  -- Each changed column: {"<column>": {"previous": <value before>, "value": <value after>}}.
  fields jsonb not null default '{}'::jsonb,
  authors jsonb not null default '[]'::jsonb,
  changed_at timestamptz not null
);
create index document_changes_workspace_idx on document_changes (workspace_id, id);
create index document_changes_document_idx on document_changes (document_name, id);

-- Each changed key of a row: its value before and after, keys present in either.
create function change_fields(p_previous jsonb, p_value jsonb) returns jsonb
language sql immutable as $$
  select coalesce(
    jsonb_object_agg(k, jsonb_build_object('previous', p_previous -> k, 'value', p_value -> k)),
    '{}'::jsonb)
  from (
    select jsonb_object_keys(coalesce(p_previous, '{}'::jsonb)) as k
    union
    select jsonb_object_keys(coalesce(p_value, '{}'::jsonb))
  ) as keys
  where (p_previous -> k) is distinct from (p_value -> k)
$$;

-- A store's first step (0019, 0020) now also appends each update with its authors (JSON text, one a
-- update) and marks every log entry of the document no store projected yet as projected, returning their
-- authors ('authors' rows): those entries are in what this store projects.
drop function document_store_log(text, bigint[], text[]);
create function document_store_log(p_name text, p_known bigint[], p_updates text[], p_authors text[])
returns table (kind text, id bigint, update bytea, authors jsonb)
language plpgsql volatile as $$
declare
  v_seq bigint;
begin
  select d.snapshot_seq into v_seq from documents d where d.name = p_name for no key update;
  if not found then
    return;
  end if;
  return query select 'seq'::text, v_seq, null::bytea, null::jsonb;
  return query
    select 'other'::text, u.id, u.update, null::jsonb from document_updates u
    where u.document_name = p_name and u.id <> all (p_known)
    order by u.id;
  return query
    with appended as (
      insert into document_updates (document_name, update, authors)
      select p_name, given.bytes::bytea, coalesce(p_authors[given.n]::jsonb, '[]'::jsonb)
      from unnest(p_updates) with ordinality as given (bytes, n)
      order by given.n
      returning document_updates.id
    )
    select 'own'::text, appended.id, null::bytea, null::jsonb from appended order by appended.id;
  return query
    with marked as (
      update document_updates u set projected = true
      where u.document_name = p_name and not u.projected
      returning u.id, u.authors
    )
    select 'authors'::text, marked.id, null::bytea, marked.authors from marked order by marked.id;
end
$$;
