import { z } from 'zod';
import { text, uuidId } from './fields';

/** The workspace a deletion route addresses: the caller's current one (another id is not found). */
export const workspaceDeletionParams = z.object({ id: uuidId('id: must be a workspace id') });

/**
 * Deleting a workspace asks for its name, typed as it is shown: a body without it (a request sent by
 * mistake, or by a tool that sends `{}` everywhere) deletes nothing.
 */
export const deleteWorkspaceBody = z.object({
  confirm: text({ field: 'confirm', max: 200, required: 'confirm: type the workspace name to confirm' }),
});

/** A workspace's scheduled deletion: when it will be carried out, or null when none is scheduled. */
export const workspaceDeletion = z.object({ deletesAt: z.string().nullable() });

/** The 202 answer of a deletion that waits for its grace period. */
export const scheduledWorkspaceDeletion = z.object({ deletesAt: z.string() });

/** The 400 when the typed name is not the workspace's. */
export const CONFIRM_MISMATCH = 'Type the workspace name exactly as shown to confirm.';

/** The 409 when the workspace is the owner's only one. */
export const ONLY_WORKSPACE =
  'This is your only workspace, so it cannot be deleted on its own: your account needs a workspace to sign in to.';

export type WorkspaceDeletion = z.infer<typeof workspaceDeletion>;
