-- Outgoing webhooks. An endpoint is a URL a workspace's owner registered, with the event types it hears
-- about and its signing secret, encrypted with WEBHOOK_ENCRYPTION_KEY (and the secret before the last roll,
-- which signs beside it until previous_secret_until). failing_since is when its first failure after a
-- success happened; an endpoint failing for 3 days gets disabled_at.
create table webhook_endpoints (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  url text not null,
  description text not null default '',
  events text[] not null,
  secret text not null,
  previous_secret text,
  previous_secret_until timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  disabled_at timestamptz,
  failing_since timestamptz
);
create index webhook_endpoints_workspace_idx on webhook_endpoints (workspace_id);

-- An event, written once whatever wrote it twice: `source` names what made it (a store's change, a
-- comment, a membership change), so a job that follows the same store again adds nothing. `data` is the
-- body's data part; kept 30 days.
create table webhook_events (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  source text unique,
  document_name text,
  type text not null,
  data jsonb not null,
  created_at timestamptz not null
);
create index webhook_events_created_idx on webhook_events (created_at);

-- One event to one endpoint: its attempts and the last answer. A delivery is sent by a durable job (kind
-- webhooks.deliver) when next_attempt_at comes; one in retry does not hold back the others. Kept 30 days.
create table webhook_deliveries (
  id uuid primary key,
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  event_id uuid not null references webhook_events (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'retrying', 'succeeded', 'failed', 'paused')),
  attempts integer not null default 0,
  created_at timestamptz not null,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  last_status integer,
  last_answer text,
  unique (endpoint_id, event_id)
);
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc);
create index webhook_deliveries_event_idx on webhook_deliveries (event_id);
create index webhook_deliveries_paused_idx on webhook_deliveries (endpoint_id) where status = 'paused';
