import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@shared/messages';
import { PLAN_NAME, PLAN_PRICE_LABEL } from '@shared/constants';
import { PURCHASE_EMAIL_KEY } from '../utils/purchase-email';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/** /purchase-register: creates the account, remembers its e-mail for the purchase path, then /checkout. */
export function PurchaseRegisterPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Step 1: Create Account"
      subtitle="Create your account, then choose how to pay."
      footer={
        <span>
          Already have an account? <Link to="/login">Log in</Link>
        </span>
      }
    >
      <p className="auth-plan">
        <span className="auth-plan__name">{PLAN_NAME}</span>
        <span className="auth-plan__price">{PLAN_PRICE_LABEL} / month</span>
      </p>
      <RegisterForm
        submitLabel="Continue to Checkout"
        fallbackError={MESSAGES.createAccountFailed}
        onRegistered={(email) => {
          localStorage.setItem(PURCHASE_EMAIL_KEY, email);
          navigate('/checkout');
        }}
      />
    </AuthCard>
  );
}
