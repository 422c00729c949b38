import clsx from 'clsx';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldParts } from './field-parts';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the text area; also sets aria-invalid. */
  error?: ReactNode;
  className?: string;
  textAreaClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with hint and error text wired through aria-describedby. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  className,
  textAreaClassName,
  id,
  rows = 4,
  required,
  ...rest
}: TextAreaProps) {
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
      <textarea
        {...rest}
        id={inputId}
        rows={rows}
        required={required}
        className={clsx('ui-field__control', textAreaClassName)}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(inputId, hint, error, rest['aria-describedby'])}
      />
    </FieldParts>
  );
}
