-- A store's first step in one round trip (server/src/collab/document-store.ts): lock the document's row
-- (other instances' stores of it wait), then read the log entries the caller does not know of (appended by
-- another instance), then append the caller's updates. Each statement of a volatile function takes a new
-- snapshot, so the read after the lock sees every entry committed before the lock was granted.
-- No rows: the document is gone. Otherwise one 'seq' row (the document's snapshot count), then the other
-- entries oldest first ('other'), then the ids of the appended updates in the order given ('own'). The updates
-- come as hex text, which both PostgreSQL and PGlite take in an array parameter the same way.
create function document_store_log(p_name text, p_known bigint[], p_updates text[])
returns table (kind text, id bigint, update bytea)
language plpgsql volatile as $$
declare
  v_seq bigint;
begin
  select d.snapshot_seq into v_seq from documents d where d.name = p_name for no key update;
  if not found then
    return;
  end if;
  return query select 'seq'::text, v_seq, null::bytea;
  return query
    select 'other'::text, u.id, u.update from document_updates u
    where u.document_name = p_name and u.id <> all (p_known)
    order by u.id;
  return query
    with appended as (
      insert into document_updates (document_name, update)
      select p_name, decode(given.hex, 'hex') from unnest(p_updates) with ordinality as given (hex, n)
      order by given.n
      returning document_updates.id
    )
    select 'own'::text, appended.id, null::bytea from appended order by appended.id;
end
$$;
