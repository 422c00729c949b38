import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';

export interface FormDialogFooterProps {
  /** The id of the dialog's form, which the submit button sends. */
  formId: string;
  submitLabel?: string;
  disabled?: boolean;
  /** What comes before Cancel, such as a Delete button. */
  children?: ReactNode;
}

/** A form dialog's footer: Cancel, which closes the dialog, and the button that submits its form. */
export function FormDialogFooter({
  formId,
  submitLabel = 'Save',
  disabled,
  children,
}: FormDialogFooterProps) {
  return (
    <>
      {children}
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button type="submit" form={formId} disabled={disabled}>
        {submitLabel}
      </Button>
    </>
  );
}
