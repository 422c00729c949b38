-- Personal API tokens: each is scoped to one workspace the user belongs to, and to read or read-write.
-- Only a SHA-256 hash of the secret is kept (it is long and random, so a fast hash is enough and every
-- request can afford to check one). The key on the membership row removes a member's tokens with the
-- membership, so a removed member's token stops at once and stays dead if they are invited back.
create table api_tokens (
  id uuid primary key,
  token_hash text not null unique,
  user_id uuid not null,
  workspace_id uuid not null,
  name text not null,
  scope text not null check (scope in ('read', 'read-write')),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  foreign key (workspace_id, user_id) references workspace_members (workspace_id, user_id) on delete cascade
);
create index api_tokens_user_id_idx on api_tokens (user_id);
