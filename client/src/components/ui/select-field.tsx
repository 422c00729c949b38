import clsx from 'clsx';
import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldParts, type FieldOptions } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'>, FieldOptions {
  options: SelectOption[];
  selectClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard and screen-reader behaviour of the platform), styled like TextField. */
export function SelectField({ options, selectClassName, ...props }: SelectFieldProps) {
  return (
    <FieldParts field={props}>
      {(control) => (
        <select {...control} className={clsx('ui-field__control', selectClassName)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldParts>
  );
}
