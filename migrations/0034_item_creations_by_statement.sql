-- Nodes and to-dos created are counted for the analytics (0007) by one trigger call a statement instead of
-- one a row: a store writing 400 new nodes (an import's batch) ran record_item_creation 400 times, which
-- took about as long as writing the nodes. The rows counted and their keys are the same as before; the
-- transition table of an insert holds the rows it inserted, not those an `on conflict` updated.
create function record_item_creations() returns trigger language plpgsql as $$
begin
  if TG_TABLE_NAME = 'nodes' then
    insert into item_creations (kind, item_key, day)
    select TG_ARGV[0], created.mindmap_id::text || ':' || created.id, (now() at time zone 'utc')::date
    from created
    on conflict do nothing;
  else
    -- A to-do moved between a list and the inbox changes document but keeps its id.
    insert into item_creations (kind, item_key, day)
    select TG_ARGV[0], created.workspace_id::text || ':' || created.id, (now() at time zone 'utc')::date
    from created
    on conflict do nothing;
  end if;
  return null;
end
$$;

drop trigger nodes_created on nodes;
create trigger nodes_created after insert on nodes
  referencing new table as created for each statement execute function record_item_creations('nodes');
drop trigger todos_created on todos;
create trigger todos_created after insert on todos
  referencing new table as created for each statement execute function record_item_creations('todos');
