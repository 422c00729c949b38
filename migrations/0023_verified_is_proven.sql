-- A verified address means that the account's holder reads the mailbox: a verification link confirms
-- the address only for a signed-in session of its own account, and a reset link proves the holder too
-- (server/src/plugins/app/users/accounts-service.ts). Accounts verified before this rule by a link opened
-- signed out count as proven, as 0022 counted the accounts verified before it: nothing recorded tells
-- who made them, and a genuine owner who later resets a forgotten password must not lose their team.
update users set holder_proven_at = updated_at where email_verified and holder_proven_at is null;
-- Only an account whose holder was not proven has hand-overs to give back at a reset.
delete from handovers_before_proof
where from_user_id in (select id from users where holder_proven_at is not null);
alter table users add constraint users_verified_is_proven
  check (not email_verified or holder_proven_at is not null);
