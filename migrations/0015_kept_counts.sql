-- Counts that do not depend on the clock, kept with the rows they count (as mindmaps.node_count, 0011)
-- instead of counted on every read: each board's Not Done (cards outside the Done lane) for the board list,
-- and each to-do list's to-dos and completed ones for the progress of lists linked from a map. Statement-level
-- triggers keep them in the transaction that writes the rows, whoever writes them (the projection's
-- upserts, a script, SQL by hand). An update is counted as its rows leaving what they were and entering
-- what they became, so a card moved into or out of Done, a to-do ticked, or a row moved to another board or
-- list moves the counts with it. Past Due is still counted when read, since it changes at midnight without
-- any write; a partial index keeps that count to the board's dated cards outside Done.

alter table boards add column not_done_count integer not null default 0;
update boards b set not_done_count = (
  select count(*) from kanban_cards c where c.board_id = b.id and c.column_id <> 'done');

create function count_card_changes() returns trigger language plpgsql as $$
begin
  update boards b set not_done_count = b.not_done_count + delta.n
  from (
    select board_id, sum(n) as n from (
      select board_id, count(*) as n from entered where column_id <> 'done' group by board_id
      union all
      select board_id, -count(*) as n from left_rows where column_id <> 'done' group by board_id
    ) changes group by board_id
  ) delta
  where b.id = delta.board_id and delta.n <> 0;
  return null;
end $$;

-- Rows inserted count in (TG_ARGV[0] = 1), rows deleted count out (-1); either trigger names its
-- transition table `counted`.
create function count_cards() returns trigger language plpgsql as $$
begin
  update boards b set not_done_count = b.not_done_count + TG_ARGV[0]::int * moved.n
  from (select board_id, count(*) as n from counted where column_id <> 'done' group by board_id) moved
  where b.id = moved.board_id;
  return null;
end $$;

create trigger cards_counted_in after insert on kanban_cards
  referencing new table as counted for each statement execute function count_cards('1');
create trigger cards_counted_out after delete on kanban_cards
  referencing old table as counted for each statement execute function count_cards('-1');
create trigger cards_counted_changed after update on kanban_cards
  referencing old table as left_rows new table as entered for each statement execute function count_card_changes();

create index kanban_cards_due_idx on kanban_cards (board_id, due_date)
  where due_date is not null and column_id <> 'done';

alter table todo_lists add column todo_count integer not null default 0;
alter table todo_lists add column completed_count integer not null default 0;
update todo_lists l set
  todo_count = (select count(*) from todos t where t.list_id = l.id),
  completed_count = (select count(*) from todos t where t.list_id = l.id and t.completed);

create function count_todo_changes() returns trigger language plpgsql as $$
begin
  update todo_lists l set todo_count = l.todo_count + delta.total, completed_count = l.completed_count + delta.done
  from (
    select list_id, sum(total) as total, sum(done) as done from (
      select list_id, count(*) as total, count(*) filter (where completed) as done
        from entered where list_id is not null group by list_id
      union all
      select list_id, -count(*) as total, -count(*) filter (where completed) as done
        from left_rows where list_id is not null group by list_id
    ) changes group by list_id
  ) delta
  where l.id = delta.list_id and (delta.total <> 0 or delta.done <> 0);
  return null;
end $$;

create function count_todos() returns trigger language plpgsql as $$
begin
  update todo_lists l set
    todo_count = l.todo_count + TG_ARGV[0]::int * moved.total,
    completed_count = l.completed_count + TG_ARGV[0]::int * moved.done
  from (
    select list_id, count(*) as total, count(*) filter (where completed) as done
      from counted where list_id is not null group by list_id
  ) moved
  where l.id = moved.list_id;
  return null;
end $$;

create trigger todos_counted_in after insert on todos
  referencing new table as counted for each statement execute function count_todos('1');
create trigger todos_counted_out after delete on todos
  referencing old table as counted for each statement execute function count_todos('-1');
create trigger todos_counted_changed after update on todos
  referencing old table as left_rows new table as entered for each statement execute function count_todo_changes();
