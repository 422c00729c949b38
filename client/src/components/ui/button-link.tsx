import type { ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonStyleOptions } from './button';
import './button.css';

export interface ButtonLinkProps extends LinkProps, ButtonStyleOptions {
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A router link that looks like a Button: use it whenever the action navigates. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  leadingIcon,
  trailingIcon,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link {...rest} className={buttonClassName({ variant, size, fullWidth, className })}>
      {leadingIcon && <span className="ui-button__icon">{leadingIcon}</span>}
      <span>{children}</span>
      {trailingIcon && <span className="ui-button__icon">{trailingIcon}</span>}
    </Link>
  );
}
