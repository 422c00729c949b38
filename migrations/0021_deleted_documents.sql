-- A deleted map, list or board leaves its name behind (server/src/plugins/app/documents/documents-service.ts):
-- a name here is never a document again, whoever asks, so nothing still held of the old document (a copy in
-- some instance's memory, a cache keyed by its name, a device copy) can come back under it. The workspace it
-- was in decides who is told that it was deleted rather than that it does not exist. No foreign key: a
-- workspace that goes takes its documents with it, and their names stay spent.
create table deleted_documents (
  name text primary key,
  workspace_id uuid not null,
  deleted_at timestamptz not null default now()
);

-- Every way a document row goes (a delete route, a workspace deleted with its documents, a script) leaves
-- the tombstone, in the same transaction.
create function documents_leave_tombstone() returns trigger
language plpgsql as $$
begin
  insert into deleted_documents (name, workspace_id) values (old.name, old.workspace_id)
  on conflict (name) do nothing;
  return old;
end;
$$;

create trigger documents_leave_tombstone
after delete on documents
for each row execute function documents_leave_tombstone();
