import { expect } from 'vitest';
import { FN, signUp, verifyEmail } from './accounts';
import type { HttpClient } from './http';

/**
 * Puts `member` into the owner's current workspace with `role`, through the invitation routes (verifying
 * the owner's address first, as inviting requires, and the member's, as accepting requires), and makes it
 * the member's current workspace. Returns the workspace id.
 */
export async function joinWorkspace(
  owner: HttpClient & { email: string },
  member: HttpClient & { email: string },
  role: 'editor' | 'viewer' = 'editor',
): Promise<string> {
  await verifyEmail(owner);
  const invited = await owner.post(`${FN}/invitations`, { email: member.email, role });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const token = new URL(invited.body.inviteUrl as string).searchParams.get('token')!;
  await verifyEmail(member);
  const accepted = await member.post(`${FN}/invitations/accept`, { token });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accepted.body.workspaceId as string;
}

/**
 * A new account that joins the owner's current workspace as an editor (joinWorkspace): its client, its
 * user id and the workspace's id.
 */
export async function signUpMember(url: string, owner: HttpClient & { email: string }) {
  const member = await signUp(url);
  const workspaceId = await joinWorkspace(owner, member);
  const memberId = (await member.get(`${FN}/me`)).body.user.sub as string;
  return { member, memberId, workspaceId };
}
