import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy, FieldParts } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the input; also sets aria-invalid. */
  error?: ReactNode;
  /** Class of the wrapper; `inputClassName` styles the input itself. */
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input with hint and error text wired through aria-describedby. */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  className,
  inputClassName,
  id,
  type = 'text',
  required,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldParts
      id={inputId}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        {...rest}
        id={inputId}
        type={type}
        required={required}
        className={clsx('ui-field__control', inputClassName)}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(inputId, hint, error, rest['aria-describedby'])}
      />
    </FieldParts>
  );
}
