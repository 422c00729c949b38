-- One item's changes: an item's activity (plugins/app/history/activity-repository.ts) and the orphaned
-- comments' sweep, which keeps a deleted item's thread while a kept version holds the item, read them by
-- workspace and item id instead of every change of the workspace.
create index document_changes_item_idx on document_changes (workspace_id, item_id, id);
