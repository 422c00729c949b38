import type { Author } from '../../../db/schema';
import type { AuthContext } from './auth';

/**
 * Who a request or a socket acts for, as the update log records it: the member signed in, or the API
 * token with its name now.
 */
export function authorOf(auth: Pick<AuthContext, 'user' | 'apiToken'>): Author {
  return auth.apiToken
    ? { kind: 'token', tokenId: auth.apiToken.id, name: auth.apiToken.name, userId: auth.user.id }
    : { kind: 'member', userId: auth.user.id };
}
