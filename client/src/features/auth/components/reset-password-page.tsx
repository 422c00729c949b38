import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { ChooseNewPasswordForm } from './choose-new-password-form';
import { ForgotPasswordForm } from './forgot-password-form';

/** /reset-password: asks for the e-mail address, or with ?token= (the e-mailed link) for the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const footer = (
    <span>
      Remembered it? <Link to="/login">Back to Login</Link>
    </span>
  );

  if (token) {
    return (
      <AuthCard
        title="Choose a new password"
        subtitle="Pick a password you have not used here before."
        footer={footer}
      >
        <ChooseNewPasswordForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
