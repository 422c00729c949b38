import type { SessionUser } from '@shared/api/auth';
import type { UserRow } from './users-repository';

/** The `user` object of GET {fn}/me, with the contract's field names. */
export function presentUser(user: UserRow): SessionUser {
  return {
    sub: user.id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    nickname: user.nickname,
    given_name: user.given_name,
    family_name: user.family_name,
    email_verified: user.email_verified,
    updated_at: user.updated_at.toISOString(),
    role: user.role,
  };
}
