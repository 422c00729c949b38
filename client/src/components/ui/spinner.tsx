import clsx from 'clsx';
import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  /** 'inherit' takes the surrounding text colour, e.g. inside a button. */
  tone?: 'primary' | 'inherit';
  /** Hidden from assistive technology when something else already says "loading". */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  label = 'Loading',
  showLabel = false,
  tone = 'primary',
  decorative = false,
  className,
}: SpinnerProps) {
  return (
    <span
      className={clsx(
        'ui-spinner',
        `ui-spinner--${size}`,
        tone === 'inherit' && 'ui-spinner--inherit',
        className,
      )}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
    >
      <span className="ui-spinner__ring" />
      {!decorative && <span className={showLabel ? undefined : 'visually-hidden'}>{label}</span>}
    </span>
  );
}
