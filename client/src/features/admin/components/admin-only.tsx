import type { ReactNode } from 'react';
import { ShieldX } from 'lucide-react';
import { MESSAGES } from '@shared/messages';
import { useCurrentUser } from '@client/lib/session';
import './admin.css';

/** Shows its children to admins only; anyone else sees 'Forbidden' (spec section 6). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.role !== 'admin') return <Forbidden />;
  return children;
}

export function Forbidden() {
  return (
    <div className="admin-forbidden" role="alert">
      <title>{`${MESSAGES.forbidden} · Mindlane`}</title>
      <ShieldX className="admin-forbidden__icon" aria-hidden="true" />
      <h1 className="admin-forbidden__title">{MESSAGES.forbidden}</h1>
      <p className="admin-forbidden__text">This page is for administrators only.</p>
    </div>
  );
}
