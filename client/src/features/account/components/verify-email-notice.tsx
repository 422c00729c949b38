import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-errors';
import { useResendVerification } from '@client/lib/resend-verification';

/** Under the profile details of an unverified address: how to verify it, and a new link on request. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div className="profile-verify">
      {resend.isSuccess ? (
        <Alert tone="success">We sent a new link to {email}.</Alert>
      ) : (
        <Alert tone="info">Confirm your address with the link we e-mailed to {email}.</Alert>
      )}
      {resend.isError && <Alert tone="error">{errorText(resend.error, 'Failed to send the link.')}</Alert>}
      <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        Send a new link
      </Button>
    </div>
  );
}
