-- Each map's node count, kept with its nodes instead of counted on every read of the map list (10 maps of
-- 500 nodes made GET /mindmaps count 5,000 index entries per request). Statement-level triggers keep it
-- in the same transaction as the node rows, whoever writes them (the projection, a script, SQL by hand),
-- so a read sees the count that matches the nodes it would have counted.
alter table mindmaps add column node_count integer not null default 0;

update mindmaps m set node_count = (select count(*) from nodes n where n.mindmap_id = m.id);

create function count_inserted_nodes() returns trigger language plpgsql as $$
begin
  update mindmaps m set node_count = m.node_count + added.n
  from (select mindmap_id, count(*) as n from inserted group by mindmap_id) added
  where m.id = added.mindmap_id;
  return null;
end $$;

create function count_deleted_nodes() returns trigger language plpgsql as $$
begin
  update mindmaps m set node_count = m.node_count - removed.n
  from (select mindmap_id, count(*) as n from deleted group by mindmap_id) removed
  where m.id = removed.mindmap_id;
  return null;
end $$;

-- A node moved to another map (nothing does this today) is counted out of one and into the other.
create function count_moved_node() returns trigger language plpgsql as $$
begin
  update mindmaps set node_count = node_count - 1 where id = old.mindmap_id;
  update mindmaps set node_count = node_count + 1 where id = new.mindmap_id;
  return null;
end $$;

create trigger nodes_counted_in after insert on nodes
  referencing new table as inserted for each statement execute function count_inserted_nodes();
create trigger nodes_counted_out after delete on nodes
  referencing old table as deleted for each statement execute function count_deleted_nodes();
create trigger nodes_counted_moved after update of mindmap_id on nodes
  for each row when (old.mindmap_id is distinct from new.mindmap_id) execute function count_moved_node();
