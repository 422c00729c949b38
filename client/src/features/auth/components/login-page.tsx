import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { loginBody } from '@shared/api/auth';
import { Alert } from '@client/components/ui/alert';
import { TextField } from '@client/components/ui/text-field';
import { useFormFields } from '@client/lib/use-form-fields';
import { safeNextPath } from '@client/lib/safe-next';
import { useSession } from '@client/lib/session';
import { loginErrorText, useLogin } from '../api/login';
import { useHandedEmail, useNotice } from '../hooks/use-notice';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-submit';
import { EmailField } from './email-field';

type Field = 'email' | 'password';

/** /login: success goes to ?next= when it is a path of this site, else /dashboard. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const nextQuery = params.get('next') ? `?next=${encodeURIComponent(next)}` : '';
  const notice = useNotice();
  const navigate = useNavigate();
  const { user } = useSession();
  const login = useLogin();
  const handedEmail = useHandedEmail();
  const form = useFormFields<Field>({ email: handedEmail, password: '' });
  const [formError, setFormError] = useState<string | null>(null);

  if (user && !login.isPending) return <Navigate to={next} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const data = form.check(loginBody);
    if (!data) return;
    login.mutate(data, {
      onSuccess: () => navigate(next, { replace: true }),
      onError: (error) => setFormError(loginErrorText(error)),
    });
  }

  return (
    <AuthCard
      title="Log in"
      subtitle="Welcome back. Log in to your workspace."
      footer={
        <>
          <span>
            New to Mindlane? <Link to={`/register${nextQuery}`}>Start your free 3-day trial</Link>
          </span>
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Log in">
        {notice && !formError && <Alert tone="success">{notice}</Alert>}
        {formError && <Alert tone="error">{formError}</Alert>}
        <EmailField {...form.bind('email')} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          {...form.bind('password')}
        />
        <div className="auth-form__row">
          <Link to="/reset-password">Forgot password?</Link>
        </div>
        <AuthSubmit loading={login.isPending} loadingLabel="Logging in...">
          Log in
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
