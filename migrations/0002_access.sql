-- Subscriptions belong to an account; members of a workspace work within its owner's plan.
create table subscriptions (
  user_id uuid primary key references users (id) on delete cascade,
  status text not null check (status in ('trialing', 'active', 'canceled', 'expired')),
  trial_start_date timestamptz,
  paid_thru_date timestamptz,
  ai_limit integer check (ai_limit is null or ai_limit >= 0),
  stripe_customer_id text,
  stripe_subscription_id text,
  updated_at timestamptz not null default now()
);

create table password_resets (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user_id_idx on password_resets (user_id);

create table invitations (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  email text not null,
  role text not null check (role in ('editor', 'viewer')),
  token_hash text not null unique,
  invited_by uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz
);
create index invitations_workspace_id_idx on invitations (workspace_id);

-- One row per AI drafting run, counted against the workspace owner's monthly allowance.
create table ai_runs (
  id uuid primary key,
  account_id uuid not null references users (id) on delete cascade,
  workspace_id uuid references workspaces (id) on delete set null,
  user_id uuid references users (id) on delete set null,
  kind text not null,
  status text not null default 'succeeded',
  created_at timestamptz not null default now()
);
create index ai_runs_account_month_idx on ai_runs (account_id, created_at);
