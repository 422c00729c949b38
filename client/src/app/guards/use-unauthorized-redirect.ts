import { useEffect } from 'react';
import { onUnauthorized } from '@client/lib/api-client';
import { useForgetSession } from '@client/lib/session';

/**
 * Spec: any 401 on the shared request helper sends the user to /login (the session is gone). The request
 * only forgets the session; the access gate, the one place that sends a signed-out user to /login, then does
 * so with the page they were on as `next`, whichever request noticed first.
 */
export function useUnauthorizedRedirect() {
  const forgetSession = useForgetSession();
  useEffect(() => onUnauthorized(forgetSession), [forgetSession]);
}
