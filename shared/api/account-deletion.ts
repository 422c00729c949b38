import { z } from 'zod';
import { text } from './fields';

/**
 * Deleting the account asks for its current password: a body without it (a request sent by mistake, or a
 * tool that sends `{}` everywhere) deletes nothing. `deleteOwnedWorkspaces: true` confirms that the
 * workspaces the account owns that have other members go too; without it such an account gets a 409.
 */
export const deleteAccountBody = z.object({
  password: text({ field: 'password', max: 1024, required: 'password: enter your current password' }).min(
    1,
    'password: enter your current password',
  ),
  deleteOwnedWorkspaces: z.boolean().optional(),
});

/** A workspace as the account's deletion names it: its name and how many members it has. */
export const deletionWorkspace = z.object({ id: z.string(), name: z.string(), members: z.number() });

/**
 * The account's scheduled deletion (`deletesAt`, null when none is scheduled) and what deleting it would
 * do: the workspaces it owns alone (deleted), those it owns with other members (deleted only with
 * `deleteOwnedWorkspaces`), and those of others it leaves.
 */
export const accountDeletion = z.object({
  deletesAt: z.string().nullable(),
  deletes: z.array(deletionWorkspace),
  shared: z.array(deletionWorkspace),
  leaves: z.array(deletionWorkspace),
});

/** The 202 answer of an account deletion that waits for its grace period. */
export const scheduledAccountDeletion = z.object({ deletesAt: z.string() });

/** The 403 when the password given is not the account's. */
export const WRONG_PASSWORD = 'That is not your current password, so nothing was deleted.';

/** The 409 when the deletion is already being carried out. */
export const DELETION_UNDER_WAY =
  'The deletion of this account is already under way and can no longer be cancelled.';

/** The 409 when the account owns workspaces that have other members and the request did not confirm them. */
export function sharedWorkspacesMessage(
  workspaces: ReadonlyArray<{ name: string; members: number }>,
): string {
  const named = workspaces.map((one) => `"${one.name}" (${one.members} members)`).join(', ');
  return `You own workspaces that other people use: ${named}. Deleting your account deletes them for everyone; confirm with deleteOwnedWorkspaces: true, or hand them over to a member first.`;
}

export type AccountDeletion = z.infer<typeof accountDeletion>;
export type DeletionWorkspace = z.infer<typeof deletionWorkspace>;
