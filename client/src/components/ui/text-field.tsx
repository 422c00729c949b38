import clsx from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldParts, type FieldOptions } from './field-parts';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldOptions {
  /** Styles the input itself; `className` is the wrapper's. */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input with hint and error text wired through aria-describedby. */
export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  return (
    <FieldParts field={props}>
      {(control) => <input {...control} type={type} className={clsx('ui-field__control', inputClassName)} />}
    </FieldParts>
  );
}
