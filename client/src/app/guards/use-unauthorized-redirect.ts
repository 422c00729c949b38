import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onUnauthorized } from '@client/lib/api-client';
import { useForgetSession } from '@client/lib/session';

/** Spec: any 401 on the shared request helper sends the user to /login (the session is gone). */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  useEffect(
    () =>
      onUnauthorized(() => {
        forgetSession();
        navigate('/login', { replace: true });
      }),
    [navigate, forgetSession],
  );
}
