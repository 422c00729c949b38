import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './icon-button.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'danger';
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon; `label` names it for screen readers. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={clsx('ui-icon-button', `ui-icon-button--${variant}`, `ui-icon-button--${size}`, className)}
    >
      <span aria-hidden="true" className="ui-icon-button__icon">
        {icon}
      </span>
    </button>
  );
}
