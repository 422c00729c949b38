import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { validate, type FieldErrors } from './form-errors';

/**
 * The values of a form's text fields and their messages. `bind(field)` gives a field its value, its change
 * handler and its message; `check(schema, extra)` validates the values (with `extra` ones, such as a
 * select's), shows the first message of each field, and returns the parsed data, or null.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<string>>({});

  const set = (field: K, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const bind = (field: K) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    error: errors[field],
  });
  function check<S extends z.ZodType<object>>(schema: S, extra: object = {}): z.output<S> | null {
    const result = validate(schema, { ...values, ...extra });
    setErrors(result.errors ?? {});
    return result.data;
  }
  return { values, errors, set, bind, check };
}
