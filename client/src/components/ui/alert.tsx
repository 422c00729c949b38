import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import './alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<AlertTone, ReactNode> = {
  info: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  error: <CircleAlert />,
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a "Dismiss" button calling this. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/** An inline message. Errors use role="alert" (announced at once); the others role="status". */
export function Alert({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('ui-alert', `ui-alert--${tone}`, className)}
    >
      <span className="ui-alert__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="ui-alert__body">
        {title && <p className="ui-alert__title">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {onDismiss && (
        <Button variant="ghost" size="sm" className="ui-alert__dismiss" onClick={onDismiss}>
          {dismissLabel}
        </Button>
      )}
    </div>
  );
}
