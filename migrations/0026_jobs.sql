-- Work that must survive a restart: one row per job, claimed by one instance at a time. A claim is a
-- lease: claimed_until passed, the job is due again, so a job whose instance died is claimed again. A job
-- done is deleted; one that used its last attempt keeps its row with failed_at and last_error, for
-- inspection, and is never claimed again. A recurring job has a unique key: one row, moved forward.
create table jobs (
  id uuid primary key,
  kind text not null,
  key text unique,
  payload jsonb not null default '{}',
  due_at timestamptz not null,
  attempts integer not null default 0,
  max_attempts integer not null check (max_attempts > 0),
  claimed_by text,
  claimed_until timestamptz,
  last_error text,
  failed_at timestamptz,
  created_at timestamptz not null
);
-- Claiming reads the due jobs in due order; failed jobs are left out of the index.
create index jobs_due_idx on jobs (due_at) where failed_at is null;
create index jobs_failed_idx on jobs (failed_at) where failed_at is not null;

-- An invitation mailed by a job gets a token of its own, made when the mail is sent, so that the queued
-- job holds no working link; the link answered to the owner keeps token_hash.
alter table invitations add column mail_token_hash text unique;
