import { createContext, useContext } from 'react';

/**
 * True while the access gate shows a page before its checks (GET /me, GET /user-status) have answered: a
 * map drawn from the device copy. Such a page shows the document read-only and nothing of the account;
 * a refusal then takes it away.
 */
export const AccessPending = createContext(false);

export function useAccessPending(): boolean {
  return useContext(AccessPending);
}
