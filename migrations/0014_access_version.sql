-- One number that changes whenever anything a signed-in request's access is decided from changes: a
-- session ends, a user's row (role, current workspace, name), a membership, a workspace, a subscription.
-- Each process keeps the sessions it resolved tagged with this number and resolves them again once it
-- moves on. Statement-level triggers bump it in the same transaction as the change, whoever makes it (a
-- route, a webhook, a script, SQL by hand); a new session or user changes nothing already resolved.
create table access_version (
  id smallint primary key default 1 check (id = 1),
  version bigint not null
);

insert into access_version (id, version) values (1, 1);

create function bump_access_version() returns trigger language plpgsql as $$
begin
  update access_version set version = version + 1 where id = 1;
  return null;
end $$;

create trigger sessions_access_changed after update or delete on sessions
  for each statement execute function bump_access_version();
create trigger users_access_changed after update or delete on users
  for each statement execute function bump_access_version();
create trigger workspaces_access_changed after update or delete on workspaces
  for each statement execute function bump_access_version();
create trigger workspace_members_access_changed after insert or update or delete on workspace_members
  for each statement execute function bump_access_version();
create trigger subscriptions_access_changed after insert or update or delete on subscriptions
  for each statement execute function bump_access_version();
