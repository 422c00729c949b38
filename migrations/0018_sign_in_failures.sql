-- Failed sign-ins (wrong password or unknown account), one row each, kept for the throttling window only
-- (server/src/plugins/app/sessions/sign-in-throttle.ts). They live here rather than in the rate-limit store
-- so that every instance sharing the database counts the same failures, with or without Redis. `email`
-- is the address typed, lower case, whether or not an account has it; `address` is the client's.
create table sign_in_failures (
  id bigint generated always as identity primary key,
  email text not null,
  address text not null,
  failed_at timestamptz not null
);

create index sign_in_failures_email_address on sign_in_failures (email, address, failed_at);
create index sign_in_failures_failed_at on sign_in_failures (failed_at);
