import { z } from 'zod';
import { DESCRIPTION_MAX, TITLE_MAX } from '../schema/fields';
import { text } from './fields';

/**
 * A rename of a map, list or board: its title, its description or both, each validated as at creation
 * (a title is trimmed and must not be empty); what is left out stays as it is.
 */
export const renameFields = z
  .object({
    title: text({
      field: 'title',
      max: TITLE_MAX,
      required: 'Title is required',
      tooLong: 'Title is too long',
      trim: true,
    }).min(1, 'Title is required'),
    description: text({ field: 'description', max: DESCRIPTION_MAX, tooLong: 'Description is too long' }),
  })
  .partial()
  .refine((fields) => fields.title !== undefined || fields.description !== undefined, 'Nothing to change');
export type RenameFields = z.infer<typeof renameFields>;

/** The answer of a duplicate: the copy's id. */
export const duplicateAnswer = z.object({ id: z.string() });
