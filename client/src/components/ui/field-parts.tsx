import type { ReactNode } from 'react';
import './field.css';

export interface FieldPartsProps {
  id: string;
  label: ReactNode;
  hideLabel?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The ids a control points to with aria-describedby: its hint and its error. */
export function describedBy(
  id: string,
  hint: ReactNode,
  error: ReactNode,
  extra?: string,
): string | undefined {
  const ids = [extra, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error of one form field; shared by TextField and TextArea. */
export function FieldParts({
  id,
  label,
  hideLabel,
  required,
  hint,
  error,
  className,
  children,
}: FieldPartsProps) {
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
