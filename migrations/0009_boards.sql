-- Lanes carry a work-in-progress limit; cards a link to a mind map and their comment count (projected
-- from the board document). done_at (when a card last entered Done) was projected empty until now.
alter table kanban_columns add column wip_limit integer;
alter table kanban_cards add column mindmap_id uuid;
alter table kanban_cards add column comment_count integer not null default 0;
-- A to-do's cards, for keeping a linked to-do and its cards in step.
create index kanban_cards_linked_todo_idx on kanban_cards (linked_todo_id) where linked_todo_id is not null;
