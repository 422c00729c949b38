import clsx from 'clsx';
import { connectionLabel } from '../connection-label';
import { useConnectionStatus } from '../use-connection-status';
import './connection-status.css';

export interface ConnectionStatusProps {
  className?: string;
}

/** A small pill telling whether edits reach the server; screen readers hear each change. */
export function ConnectionStatus({ className }: ConnectionStatusProps) {
  const status = useConnectionStatus();
  return (
    <span
      role="status"
      className={clsx('connection-status', `connection-status--${status.state}`, className)}
    >
      <span className="connection-status__dot" aria-hidden="true" />
      {connectionLabel(status)}
    </span>
  );
}
