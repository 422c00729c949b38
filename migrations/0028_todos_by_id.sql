-- A to-do keeps its id when it moves to another list or to the inbox, and the store that projects either
-- document looks for its copy in the other by id alone (the change record's `moved`): without an index on
-- the id that look-up read every to-do of the workspace for each to-do a store added or removed.
create index todos_id_idx on todos (id);
