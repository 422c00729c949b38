import { z } from 'zod';
import { DESCRIPTION_MAX, TITLE_MAX } from '../schema/fields';
import { text } from './fields';

/** A map's, list's or board's title, as a create or a rename takes it: trimmed, not empty, 500 at most. */
export const documentTitle = text({
  field: 'title',
  max: TITLE_MAX,
  required: 'Title is required',
  tooLong: 'Title is too long',
  trim: true,
}).min(1, 'Title is required');

/** Its description, 20,000 characters at most. */
export const documentDescription = text({
  field: 'description',
  max: DESCRIPTION_MAX,
  tooLong: 'Description is too long',
});

/** A rename: a new title, description or both, each validated as at creation; what is left out stays. */
export const renameFields = z
  .object({ title: documentTitle, description: documentDescription })
  .partial()
  .refine((fields) => fields.title !== undefined || fields.description !== undefined, 'Nothing to change');
export type RenameFields = z.infer<typeof renameFields>;

/** The answer of a duplicate: the copy's id. */
export const duplicateAnswer = z.object({ id: z.string() });
