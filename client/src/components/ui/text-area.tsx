import clsx from 'clsx';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldParts, type FieldOptions } from './field-parts';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>, FieldOptions {
  textAreaClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with hint and error text wired through aria-describedby. */
export function TextArea({ textAreaClassName, rows = 4, ...props }: TextAreaProps) {
  return (
    <FieldParts field={props}>
      {(control) => (
        <textarea {...control} rows={rows} className={clsx('ui-field__control', textAreaClassName)} />
      )}
    </FieldParts>
  );
}
