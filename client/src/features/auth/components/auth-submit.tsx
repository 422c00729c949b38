import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

export interface AuthSubmitProps {
  loading?: boolean;
  loadingLabel?: ReactNode;
  children: ReactNode;
}

/** The full-width submit button that ends every auth form. */
export function AuthSubmit({ loading, loadingLabel, children }: AuthSubmitProps) {
  return (
    <div className="auth-form__actions">
      <Button type="submit" size="lg" fullWidth loading={loading} loadingLabel={loadingLabel}>
        {children}
      </Button>
    </div>
  );
}
