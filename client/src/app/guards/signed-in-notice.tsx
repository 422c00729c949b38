import { Outlet } from 'react-router-dom';
import { ButtonLink } from '@client/components/ui/button-link';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/lib/session';
import './access-gate.css';

/**
 * For pages that tell a visitor to sign in rather than sending them to /login (the to-do detail page,
 * spec): without a session it shows `message`; with one it renders the gated page.
 */
export function SignedInNotice({ message }: { message: string }) {
  const session = useSession();
  if (session.isLoading) {
    return (
      <div className="access-gate" aria-busy="true">
        <Spinner size="lg" label="Checking your session" />
      </div>
    );
  }
  if (!session.user) {
    return (
      <div className="access-gate access-gate--notice">
        <title>{`${message} · Mindlane`}</title>
        <p role="alert">{message}</p>
        <ButtonLink to="/login">Login</ButtonLink>
      </div>
    );
  }
  return <Outlet />;
}
