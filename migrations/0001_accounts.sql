-- Accounts, sessions and workspaces: the relational-only data every other table hangs from.
create table users (
  id uuid primary key,
  email text not null,
  password_hash text not null,
  name text not null default '',
  nickname text not null default '',
  given_name text not null default '',
  family_name text not null default '',
  picture text not null default '',
  email_verified boolean not null default false,
  role text not null default 'user' check (role in ('user', 'admin')),
  current_workspace_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table sessions (
  id_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_id_idx on sessions (user_id);

create table workspaces (
  id uuid primary key,
  name text not null,
  owner_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index workspaces_owner_id_idx on workspaces (owner_id);

create table workspace_members (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('owner', 'editor', 'viewer')),
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
create index workspace_members_user_id_idx on workspace_members (user_id);

alter table users
  add constraint users_current_workspace_fk foreign key (current_workspace_id) references workspaces (id) on delete set null;
