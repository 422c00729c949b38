-- Billing: the purchase path, checkouts, payments and the Stripe events already processed.

-- Stripe's own state of the subscription (past_due shows a notice on Billing); null in local test mode.
alter table subscriptions add column provider_status text;

-- One row per account made on the purchase path. The browser that made it holds the token (only its hash
-- is kept) in the purchase cookie; it alone may choose the account's password, once.
create table purchases (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index purchases_user_id_idx on purchases (user_id);

-- A checkout started for an account: Stripe's Checkout Session id, or a local one in test mode.
create table checkouts (
  id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  mode text not null check (mode in ('test', 'stripe')),
  return_to text not null check (return_to in ('set-password', 'billing')),
  created_at timestamptz not null,
  completed_at timestamptz
);
create index checkouts_user_id_idx on checkouts (user_id);

-- Amounts in cents. A Stripe invoice gives at most one payment row.
create table payments (
  id uuid primary key,
  user_id uuid references users (id) on delete set null,
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null,
  status text not null,
  provider text not null check (provider in ('test', 'stripe')),
  provider_invoice_id text unique,
  invoice_url text,
  period_end timestamptz,
  created_at timestamptz not null
);
create index payments_user_idx on payments (user_id, created_at desc);
create index payments_created_idx on payments (created_at desc, id);

-- Stripe events whose effect is recorded, written in the same transaction as that effect.
create table stripe_events (
  id text primary key,
  type text not null,
  processed_at timestamptz not null
);

-- Analytics: one insert-only row per item ever created, stamped with the database server's day (UTC).
-- Keyed by the item, so projecting a document again never counts its items twice; deleting an item
-- leaves its row, so history never changes.
create table item_creations (
  kind text not null,
  item_key text not null,
  day date not null,
  primary key (kind, item_key)
);
create index item_creations_day_idx on item_creations (day, kind);

-- Per-day totals of closed days, written once from item_creations when first asked for (insert-only).
create table daily_item_counts (
  day date not null,
  kind text not null,
  count integer not null,
  primary key (day, kind)
);

create function record_item_creation() returns trigger language plpgsql as $$
declare
  key text;
begin
  if TG_TABLE_NAME = 'nodes' then
    key := new.mindmap_id::text || ':' || new.id;
  elsif TG_TABLE_NAME = 'todos' then
    -- A to-do moved between a list and the inbox changes document but keeps its id.
    key := new.workspace_id::text || ':' || new.id;
  else
    key := new.id::text;
  end if;
  insert into item_creations (kind, item_key, day)
  values (TG_ARGV[0], key, (now() at time zone 'utc')::date)
  on conflict do nothing;
  return null;
end
$$;

create trigger mindmaps_created after insert on mindmaps
  for each row execute function record_item_creation('mindmaps');
create trigger nodes_created after insert on nodes
  for each row execute function record_item_creation('nodes');
create trigger todo_lists_created after insert on todo_lists
  for each row execute function record_item_creation('todoLists');
create trigger todos_created after insert on todos
  for each row execute function record_item_creation('todos');
create trigger boards_created after insert on boards
  for each row execute function record_item_creation('kanbans');
create trigger ai_runs_created after insert on ai_runs
  for each row execute function record_item_creation('aiProcesses');

-- What existed before counting began, on the day each item was created.
insert into item_creations (kind, item_key, day)
select 'mindmaps', id::text, (created_at at time zone 'utc')::date from mindmaps
union all select 'nodes', mindmap_id::text || ':' || id, (created_at at time zone 'utc')::date from nodes
union all select 'todoLists', id::text, (created_at at time zone 'utc')::date from todo_lists
union all select 'todos', workspace_id::text || ':' || id, (min(created_at) at time zone 'utc')::date
  from todos group by workspace_id, id
union all select 'kanbans', id::text, (created_at at time zone 'utc')::date from boards
union all select 'aiProcesses', id::text, (created_at at time zone 'utc')::date from ai_runs
on conflict do nothing;
