-- Where an account's password came from. password_changed_at is the last time it was set; a purchase
-- cookie (made with the account) may choose the password only while no later change was made, so a
-- cookie kept by whoever registered an address cannot take the account back after its owner reset it.
-- password_set_by_owner is true when the password was chosen through a link mailed to the address (a
-- reset): only then does ADMIN_EMAILS make the account admin, since whoever registered the address
-- before its owner knows a password that a verification link alone would not change.
alter table users add column password_changed_at timestamptz;
update users set password_changed_at = created_at;
alter table users alter column password_changed_at set not null;
alter table users alter column password_changed_at set default now();
alter table users add column password_set_by_owner boolean not null default false;
