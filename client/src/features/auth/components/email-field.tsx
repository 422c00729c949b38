import { TextField, type TextFieldProps } from '@client/components/ui/text-field';

/** The e-mail address of the auth forms, filled in by the browser. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" {...props} />;
}
