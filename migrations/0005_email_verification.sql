-- E-mail verification: single-use links (only a hash of each token is kept), and no admin without a
-- verified address.
create table email_verifications (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_verifications_user_id_idx on email_verifications (user_id);

-- Until now ADMIN_EMAILS promoted an account at registration, before anyone proved they own the address,
-- and nothing verified addresses: every admin so far is unverified. They become users again; ADMIN_EMAILS
-- promotes each once its owner verifies it, and `npm run admin:create` (which marks the address verified)
-- restores an admin at once.
update users set role = 'user' where role = 'admin' and not email_verified;
