import { z } from 'zod';
import type { Clock } from '../../../clock';
import type { Repositories } from '../repositories';
import type { Mail } from './mailer';

/** A reset link works once, for an hour from when it is mailed. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** A verification link works once, for 7 days from when it is mailed. */
export const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What a queued mail keeps until it is sent: who it is for and what it is about, never a working link. A
 * link with a single-use token is made when the mail is sent (tokens are stored only as hashes).
 */
export const mailMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('verify-email'), userId: z.string() }),
  z.object({ type: z.literal('reset-password'), userId: z.string() }),
  z.object({
    type: z.literal('invitation'),
    invitationId: z.string(),
    inviter: z.string(),
    workspaceName: z.string(),
  }),
  z.object({
    type: z.literal('mention'),
    to: z.string(),
    author: z.string(),
    body: z.string(),
    /** The page of the comment's board or list, e.g. /kanban/<id>. */
    page: z.string(),
  }),
  z.object({
    type: z.literal('webhook-disabled'),
    to: z.string(),
    url: z.string(),
    workspaceName: z.string(),
  }),
  z.object({
    type: z.literal('workspace-deletion'),
    userId: z.string(),
    workspaceName: z.string(),
    deletesAt: z.string(),
  }),
  z.object({ type: z.literal('account-deletion'), userId: z.string(), deletesAt: z.string() }),
  z.object({ type: z.literal('account-deletion-cancelled'), userId: z.string() }),
]);

export type MailMessage = z.infer<typeof mailMessageSchema>;

export interface ComposeDependencies {
  repos: Pick<Repositories, 'users' | 'passwordResets' | 'emailVerifications' | 'invitations'>;
  clock: Clock;
  /** An absolute link to a page of the app. */
  link(page: string, query?: Record<string, string>): string;
}

/**
 * The mail of a queued message, composed as it is sent, with a fresh link; null when nothing is left to
 * mail (the account is gone, its address is verified already, the invitation was accepted, withdrawn or
 * has expired). Each attempt makes its own link; one whose mail never went out is known to nobody.
 */
export async function composeMail(deps: ComposeDependencies, message: MailMessage): Promise<Mail | null> {
  const { repos, clock } = deps;
  const now = clock.now();
  switch (message.type) {
    case 'verify-email': {
      const user = await repos.users.findById(message.userId);
      if (!user || user.email_verified) return null;
      const token = await repos.emailVerifications.create(user.id, now, VERIFICATION_TTL_MS);
      const link = deps.link('/verify-email', { token });
      return {
        to: user.email,
        subject: 'Confirm your e-mail address for Mindlane',
        text: `Welcome to Mindlane.\n\nConfirm that this address is yours (the link works once, for 7 days):\n${link}\n\nIf you did not create a Mindlane account, ignore this e-mail.`,
        link,
      };
    }
    case 'reset-password': {
      const user = await repos.users.findById(message.userId);
      if (!user) return null;
      const token = await repos.passwordResets.create(user.id, now, RESET_TTL_MS);
      const link = deps.link('/reset-password', { token });
      return {
        to: user.email,
        subject: 'Reset your Mindlane password',
        text: `Someone asked to reset the password of your Mindlane account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this e-mail.`,
        link,
      };
    }
    case 'invitation': {
      const open = await repos.invitations.renewMailToken(message.invitationId, now);
      if (!open) return null;
      const link = deps.link('/invite', { token: open.token });
      const { inviter, workspaceName } = message;
      return {
        to: open.email,
        subject: `${inviter} invited you to ${workspaceName} on Mindlane`,
        text: `${inviter} invited you to work together in "${workspaceName}" on Mindlane.\n\nAccept the invitation (valid for 7 days):\n${link}`,
        link,
      };
    }
    case 'mention': {
      const link = deps.link(message.page);
      return {
        to: message.to,
        subject: `${message.author} mentioned you in a comment`,
        text: `${message.author} wrote:\n\n${message.body}\n\nOpen it: ${link}`,
        link,
      };
    }
    case 'webhook-disabled': {
      const link = deps.link('/settings');
      return {
        to: message.to,
        subject: `A webhook of ${message.workspaceName} was turned off`,
        text: `Every delivery to ${message.url} has failed for 3 days, so Mindlane stopped sending events to it.\n\nFix the endpoint, then turn it back on in the workspace settings (its delivery log shows what it answered):\n${link}`,
        link,
      };
    }
    case 'workspace-deletion': {
      const user = await repos.users.findById(message.userId);
      if (!user) return null;
      const link = deps.link('/settings');
      const day = new Date(message.deletesAt).toUTCString();
      return {
        to: user.email,
        subject: `${message.workspaceName} will be deleted`,
        text: `You asked to delete the workspace "${message.workspaceName}" on Mindlane. On ${day} it will be deleted for good, with every map, list, board, comment, version, webhook and API token in it.\n\nUntil then it keeps working, and you can cancel the deletion in the workspace settings:\n${link}\n\nIf it was not you, cancel it there and change your password.`,
        link,
      };
    }
    case 'account-deletion': {
      const user = await repos.users.findById(message.userId);
      if (!user) return null;
      const link = deps.link('/account');
      const day = new Date(message.deletesAt).toUTCString();
      return {
        to: user.email,
        subject: 'Your Mindlane account will be deleted',
        text: `You asked to delete your Mindlane account. On ${day} it will be deleted for good, with the workspaces you own and everything in them; you will leave the workspaces of others, where your comments stay without your name. A paid plan ends with its paid period and is not renewed.\n\nUntil then your account keeps working. Signing in cancels the deletion, and so does the Cancel button on your account page:\n${link}\n\nIf it was not you, sign in to cancel it and change your password.`,
        link,
      };
    }
    case 'account-deletion-cancelled': {
      const user = await repos.users.findById(message.userId);
      if (!user) return null;
      const link = deps.link('/account');
      return {
        to: user.email,
        subject: 'Your Mindlane account will not be deleted',
        text: `Someone signed in to your Mindlane account, which cancels the deletion you asked for: your account and your workspaces stay as they were.\n\nTo delete your account after all, ask again on your account page:\n${link}\n\nIf it was not you who signed in, change your password.`,
        link,
      };
    }
  }
}
