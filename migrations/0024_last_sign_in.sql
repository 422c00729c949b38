-- When the account last signed in: set in the step that starts its session (a sign-in, or the return from
-- checkout that signs the buyer in), never by a failed attempt. Null until the first sign-in after this
-- migration: nothing recorded before it tells when that was.
alter table users add column last_sign_in_at timestamptz;
