import clsx from 'clsx';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldParts } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  options: SelectOption[];
  className?: string;
  selectClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader behaviour of the platform), styled like TextField. */
export function SelectField({
  label,
  hideLabel,
  hint,
  error,
  options,
  className,
  selectClassName,
  id,
  required,
  ...rest
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldParts
      id={selectId}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        {...rest}
        id={selectId}
        required={required}
        className={clsx('ui-field__control', selectClassName)}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy(selectId, hint, error, rest['aria-describedby'])}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldParts>
  );
}
