-- The updates a store appends (document_store_log, 0019) come in bytea's own hex text form ('\x0aff…'), the
-- form the rest of the project writes bytea parameters in (server/src/db/type-parsers.ts), and are cast.
create or replace function document_store_log(p_name text, p_known bigint[], p_updates text[])
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
      select p_name, given.bytes::bytea from unnest(p_updates) with ordinality as given (bytes, n)
      order by given.n
      returning document_updates.id
    )
    select 'own'::text, appended.id, null::bytea from appended order by appended.id;
end
$$;
