-- Search (issue 51): each map, list and board, and each node, to-do and card, as one row of its text folded in
-- code (server/src/plugins/app/search, shared/search/fold.ts): no extension and no collation does it, since
-- PGlite loads none and its C locale folds only ASCII. Rows belong to their document: deleting it (or its
-- workspace) deletes them in the same transaction, so a deleted document's items are never found again.
create table search_items (
  workspace_id uuid not null,
  document_name text not null references documents (name) on delete cascade,
  kind text not null check (kind in ('mindmap', 'todolist', 'board', 'node', 'todo', 'card')),
  item_id text not null,
  -- The original texts, for snippets and highlights: a title (a node's label) and a body (a description,
  -- a node's note).
  title text not null,
  body text not null,
  -- The folded words of each, one space before and after every word (' conference ecole '): a word
  -- prefix is `like '% conf%'`, a whole word `like '% conf %'`, and a script without spaces `like '%京都%'`.
  title_words text not null,
  body_words text not null,
  -- The first character of the title's first word: a one-character query matches title prefixes only.
  head text not null,
  -- The distinct character pairs of every word (a one-character word: itself), under a GIN index: a query
  -- first takes the rows holding all of its pairs.
  pairs text[] not null,
  updated_at timestamptz not null,
  primary key (document_name, kind, item_id)
);
create index search_items_pairs_idx on search_items using gin (pairs);
create index search_items_workspace_idx on search_items (workspace_id, updated_at desc);
create index search_items_head_idx on search_items (workspace_id, head, updated_at desc);

-- Which documents the index holds whole. A new document gets its row here (not built) with its document
-- row; its items are indexed from the change record as stores record them, and a document not built yet
-- is indexed whole by the background build (also for every document there before this migration) or by the
-- first search of its workspace. The row is also what serialises the index's writes of one document.
create table search_documents (
  document_name text primary key references documents (name) on delete cascade,
  workspace_id uuid not null,
  built boolean not null default false
);
create index search_documents_unbuilt_idx on search_documents (workspace_id) where not built;

insert into search_documents (document_name, workspace_id) select name, workspace_id from documents;

create function documents_enter_search() returns trigger
language plpgsql as $$
begin
  insert into search_documents (document_name, workspace_id) values (new.name, new.workspace_id)
  on conflict (document_name) do nothing;
  return new;
end;
$$;

create trigger documents_enter_search
after insert on documents
for each row execute function documents_enter_search();
