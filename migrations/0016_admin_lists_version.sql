-- The admin lists (GET /api/users and /api/payments) are kept per process under the access version like the
-- other kept answers, so whatever they show bumps it too: a new account (a user's other changes already
-- do) and any change to payments. Sign-ups and payments are rare beside reads; each makes every process
-- resolve the sessions it kept once more.
create trigger users_listed_added after insert on users
  for each statement execute function bump_access_version();
create trigger payments_listed_changed after insert or update or delete on payments
  for each statement execute function bump_access_version();
