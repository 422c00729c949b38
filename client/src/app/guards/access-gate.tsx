import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadError } from '@client/components/ui/load-error';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { loginPathFor } from '@client/lib/safe-next';
import { useSession, useUserStatus } from '@client/lib/session';
import { useSignOutState } from '@client/lib/sign-out';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';
import './access-gate.css';

/**
 * Spec section 4: no session → /login; the server's access verdict false → /trial-expired (admins already
 * pass there). Nothing of the page shows until both answers are in.
 */
export function AccessGate() {
  useUnauthorizedRedirect();
  const location = useLocation();
  const session = useSession();
  // Asked at the same time as the session, not after it: one round trip less before the page.
  const status = useUserStatus(session.isLoading || Boolean(session.user));
  const signOut = useSignOutState();

  // Signing out: the pages step aside before the user is forgotten, and the way out goes to plain /login.
  if (signOut.step === 'leaving') return <GateSpinner />;
  if (session.isLoading) return <GateSpinner />;
  const toLogin = <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (!session.user) return toLogin;
  if (status.isPending) return <GateSpinner />;
  if (status.isError && status.error instanceof ApiError && status.error.status === 401) return toLogin;
  // A check that failed again after an answer (the one kept on the device, or an earlier one) keeps that
  // answer: the network dropping mid-request must not take the page, and what the user was doing, away.
  if (status.isError && status.data === undefined) {
    return (
      <div className="access-gate">
        <LoadError
          title="We could not check your access."
          message={status.error.message}
          onRetry={() => status.refetch()}
          retrying={status.isFetching}
        />
      </div>
    );
  }
  if (!status.data.access) return <Navigate to="/trial-expired" replace />;
  return <Outlet />;
}

function GateSpinner() {
  return (
    <div className="access-gate" aria-busy="true">
      <Spinner size="lg" label="Checking your access" />
    </div>
  );
}
