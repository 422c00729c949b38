-- The API tokens a password reset ended, one row per token with the reset's time, so that the account's
-- owner is told which ones stopped (the reset page and the profile, until dismissed or for 30 days: see
-- shared/api/tokens.ts). The secret's hash is not kept: an ended token never works again.
create table ended_api_tokens (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  name text not null,
  workspace_name text not null,
  created_at timestamptz not null,
  ended_at timestamptz not null
);
create index ended_api_tokens_user_id_idx on ended_api_tokens (user_id, ended_at);
