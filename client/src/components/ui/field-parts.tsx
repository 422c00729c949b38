import { useId, type AriaAttributes, type ReactNode } from 'react';
import './field.css';

/** The props every labelled field (TextField, TextArea, SelectField) adds to those of its control. */
export interface FieldOptions {
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the control; also sets aria-invalid. */
  error?: ReactNode;
  /** Class of the wrapper; each field has its own prop for the class of the control. */
  className?: string;
}

/** The props of a field that FieldParts reads: its options and the control's id, required and aria state. */
export interface FieldInput extends FieldOptions {
  /** The control's id; a generated one when absent. */
  id?: string;
  required?: boolean;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-describedby'?: string;
}

/** What the control gets: the field's other props, the id its label points to, and the aria wiring. */
export type FieldControlProps<P extends FieldInput> = Omit<P, keyof FieldInput> & {
  id: string;
  required?: boolean;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  'aria-describedby'?: string;
};

export interface FieldPartsProps<P extends FieldInput> {
  /** All props of the field; those that are not FieldParts' own go on to the control. */
  field: P;
  children: (control: FieldControlProps<P>) => ReactNode;
}

/** The ids a control points to with aria-describedby: its hint and its error. */
function describedBy(id: string, hint: ReactNode, error: ReactNode, extra?: string): string | undefined {
  const ids = [extra, hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error of one form field; the control is rendered with the props it is given. */
export function FieldParts<P extends FieldInput>({ field, children }: FieldPartsProps<P>) {
  const {
    id,
    label,
    hideLabel,
    required,
    hint,
    error,
    className,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
    ...rest
  } = field;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const shownHint = error ? null : hint;
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : 'ui-field__label'}>
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        ...rest,
        id: controlId,
        required,
        'aria-invalid': error ? true : ariaInvalid,
        'aria-describedby': describedBy(controlId, shownHint, error, ariaDescribedBy),
      })}
      {/* An error takes the hint's place: the two say the same rule twice otherwise. */}
      {shownHint && (
        <p id={`${controlId}-hint`} className="ui-field__hint">
          {shownHint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
