-- When the mailbox's owner was first shown to hold the account: a password chosen through a reset link,
-- or a verification link opened by a session of the account itself. Until then whoever registered the
-- address may be someone else, and a reset undoes what the account did before it (a takeover): other
-- members leave the workspaces it owns or owned, the ownership it handed over comes back, the invitations
-- it sent are withdrawn (server/src/plugins/app/users/account-proof.ts). Accounts verified before this
-- migration count as proven: nothing recorded tells who made them.
alter table users add column holder_proven_at timestamptz;
update users set holder_proven_at = updated_at where email_verified or password_set_by_owner;

-- The workspaces an account handed over while its holder was not proven, to give back at a reset.
create table handovers_before_proof (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  from_user_id uuid not null references users (id) on delete cascade,
  handed_at timestamptz not null,
  primary key (from_user_id, workspace_id)
);
