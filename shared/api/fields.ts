import { z } from 'zod';
import { isRecordId } from '../schema/fields';

/**
 * The field primitives every REST request schema is built from. Each one checks its length first and stops
 * there when the value is too long (zod runs later checks after a failed one unless told to abort), and every
 * later check is linear in the input, so no request can make validation slow. Text that PostgreSQL cannot
 * store (NUL, unpaired UTF-16 surrogates) is refused here, before it reaches a table or a document.
 */

const LONE_SURROGATE = /\p{Cs}/u;

/** Whether PostgreSQL can store the text: no NUL and no unpaired surrogate (a pair is one code point). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export interface TextOptions {
  /** The field's name in messages, e.g. `title`. */
  field: string;
  max: number;
  /** The message for a value that is not a string (default: zod's, prefixed with the field's path). */
  required?: string;
  /** The message for a value longer than `max`. */
  tooLong?: string;
  /** Whether surrounding white space is removed before the other checks. */
  trim?: boolean;
}

/** A text field: a string of at most `max` characters that PostgreSQL can store. Chain min/regex/refine after it. */
export function text({ field, max, required, tooLong, trim = false }: TextOptions) {
  const base = z.string(required === undefined ? undefined : { error: required });
  return (trim ? base.trim() : base)
    .max(max, { abort: true, error: tooLong ?? `${field}: must be at most ${max} characters` })
    .refine(isStorableText, {
      abort: true,
      error: `${field}: must not contain NUL characters or unpaired surrogates`,
    });
}

/**
 * The spec's "simple email pattern", `/^[^\s@]+@[^\s@]+\.[^\s@]+$/`, tested in linear time (the regular
 * expression backtracks quadratically on a long domain full of dots).
 */
export function isSimpleEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@') || /\s/.test(value)) return false;
  const domain = value.slice(at + 1);
  return domain.slice(1, -1).includes('.');
}

/** An e-mail address: trimmed, at most 254 characters, the simple pattern. */
export function emailText(messages: { required: string; invalid: string }) {
  return text({
    field: 'email',
    max: 254,
    required: messages.required,
    tooLong: messages.invalid,
    trim: true,
  })
    .min(1, messages.required)
    .refine(isSimpleEmail, messages.invalid);
}

/**
 * A uuid naming a map, list, workspace, user or invitation, in its one canonical form: lower case. Every
 * route takes such ids through this, so rules comparing ids ("is this my own id") and document names see
 * one spelling.
 */
export function uuidId(message: string) {
  return z.uuid(message).toLowerCase();
}

/**
 * The id of an item inside a document (a map node, a to-do, a card), exactly as the document schemas define
 * it (`isRecordId`); items are keyed by it verbatim, so it is not case-folded.
 */
export function itemId(field: string) {
  const message = `${field}: must be an item id`;
  return z.string({ error: message }).max(64, { abort: true, error: message }).refine(isRecordId, message);
}

/**
 * The optional fields of a create made on a device, offline: the item's id (a uuid the device chose, so the
 * create can be retried without making two) and when it was made (its first state is written at that time).
 */
export const deviceMadeFields = {
  id: uuidId('id: must be a uuid').optional(),
  createdAt: z.iso
    .datetime({ offset: true, error: 'createdAt: must be an ISO 8601 date and time' })
    .optional(),
};

/** A create's 409 when its `id` is held by another item (another user's, or in another workspace). */
export const ID_IN_USE = 'id: already used by another item';

/**
 * A create's 409, to a member of the workspace it was in, when its `id` was an item that was deleted: a
 * deleted item's id is never used again. Anyone else is told ID_IN_USE, as for any id that is held.
 */
export const ID_OF_DELETED = 'id: was an item that has been deleted, and cannot be used again';
