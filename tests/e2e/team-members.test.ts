import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../helpers/accounts';
import { expectAccessible } from '../helpers/accessibility';
import { accountPages } from '../helpers/account-pages';
import { useBrowser } from '../helpers/browser';
import { expectFocused } from '../helpers/keyboard';
import { useMailedApp } from '../helpers/mailed-app';

const mailed = useMailedApp();
const browser = useBrowser();
const { createAccount, logIn, signedInPage, openVerificationLink } = accountPages(
  () => mailed.app,
  browser,
  () => mailed.smtp,
);

describe('team members', () => {
  it('lets an invitee sign up from the link, land in the workspace as an editor, and see no refusal there', async () => {
    const ownerEmail = await createAccount(uniqueEmail('owner'));
    const memberEmail = uniqueEmail('member');
    const owner = await signedInPage(ownerEmail);
    // Inviting needs a verified address: the owner opens the welcome mail's link while signed in.
    await openVerificationLink(owner, ownerEmail);
    await owner.getByRole('link', { name: 'Team Members' }).click();
    await owner.getByRole('heading', { name: 'Invite a member' }).waitFor();
    await owner.getByLabel('Email').fill(memberEmail);
    await owner.getByLabel('Role').selectOption('editor');
    await owner.getByRole('button', { name: 'Send Invite' }).click();
    const link = owner.getByLabel('Invite link');
    await link.waitFor();
    const inviteUrl = new URL(await link.inputValue());
    await expectAccessible(owner, 'Team Members with an invite link');
    const workspaceName = (await owner.getByText(/^People in /).textContent())!.replace(
      /^People in |\.$/g,
      '',
    );

    // The invitee opens the link in a browser of their own, on a phone, and records every refusal.
    const member = await browser.newPage({ width: 375, height: 800, mobile: true });
    const refusals: string[] = [];
    member.on('response', (answer) => {
      if (answer.status() >= 400) refusals.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
    });
    member.on('console', (message) => {
      if (message.type() === 'error') refusals.push(`console: ${message.text()}`);
    });
    const inFlight = new Set<Request>();
    member.on('request', (request) => inFlight.add(request));
    member.on('requestfinished', (request) => inFlight.delete(request));
    member.on('requestfailed', (request) => inFlight.delete(request));
    // The event stream stays open; everything else the page asked for has been answered.
    const settled = () => [...inFlight].filter((request) => !request.url().endsWith('/events')).length;
    await member.goto(`${mailed.app.url}${inviteUrl.pathname}${inviteUrl.search}`);
    await member.getByRole('heading', { name: `Join ${workspaceName}` }).waitFor();
    await member.getByText(`invited ${memberEmail} to join ${workspaceName} as an editor`).waitFor();
    await expectAccessible(member, 'the invitation at 375 px');
    await member.getByRole('link', { name: 'Create an Account' }).click();
    await member.getByRole('heading', { name: `Join ${workspaceName}` }).waitFor();
    expect(await member.getByText('Free 3-Day Trial').count()).toBe(0);
    await expectAccessible(member, 'the invitation sign-up at 375 px');
    expect(await member.getByLabel('Email').inputValue()).toBe(memberEmail);
    await member.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await member.getByLabel('Confirm password').fill(PASSWORD);
    await member.getByRole('button', { name: 'Create Account and Join' }).click();
    await member.getByText(`Your account is ready and you joined ${workspaceName}. Please log in.`).waitFor();
    // The contract's /login step, then the invited workspace: no verification asked for.
    await logIn(member, memberEmail, /\/team-members$/);
    const members = member.getByRole('table', { name: 'Team members' });
    await members.getByText(ownerEmail).waitFor();
    await member.getByText(`People in ${workspaceName}.`).waitFor();
    await member.getByRole('button', { name: 'Leave Workspace' }).waitFor();
    expect(await member.getByRole('heading', { name: 'Invite a member' }).count()).toBe(0);
    await expectAccessible(member, 'Team Members as an editor at 375 px');

    // To the member's own workspace (owner there) and back (editor): the page never asks what an
    // editor may not read.
    await member.getByRole('button', { name: 'Expand sidebar' }).click();
    const switcher = member.getByLabel('Workspace');
    await expect.poll(() => switcher.locator('option').count()).toBe(2);
    await expectAccessible(member, 'the sidebar with its workspace switcher at 375 px');
    const invited = await switcher.locator('option:checked').getAttribute('value');
    const own = await switcher.locator('option:not(:checked)').getAttribute('value');
    await switcher.selectOption(own ?? '');
    await member.getByRole('heading', { name: 'Invite a member' }).waitFor();
    await member.getByText('No pending invitations.').waitFor();
    await switcher.selectOption(invited ?? '');
    await members.getByText(ownerEmail).waitFor();
    await member.getByRole('button', { name: 'Leave Workspace' }).waitFor();
    await expect.poll(settled).toBe(0);
    expect(await member.getByRole('heading', { name: 'Invite a member' }).count()).toBe(0);
    expect(refusals).toEqual([]);

    await owner.reload();
    await owner.getByRole('table', { name: 'Team members' }).getByText(memberEmail).waitFor();
    await owner.getByText('No pending invitations.').waitFor();
    await expectAccessible(owner, 'Team Members with a member to manage');

    // Removing a member and leaving a workspace each ask first; closing the question gives the focus back.
    const remove = owner
      .getByRole('row')
      .filter({ hasText: memberEmail })
      .getByRole('button', { name: /^Remove / });
    await remove.click();
    const removal = owner.getByRole('alertdialog', { name: /^Remove .+ from this workspace\?$/ });
    await removal.waitFor();
    await expectAccessible(owner, "Team Members' confirmation to remove a member");
    await removal.getByRole('button', { name: 'Cancel' }).click();
    await removal.waitFor({ state: 'detached' });
    await expectFocused(owner, remove, 'Remove');
    await member.getByRole('button', { name: 'Collapse sidebar' }).click();
    const leave = member.getByRole('button', { name: 'Leave Workspace' });
    await leave.click();
    const leaving = member.getByRole('alertdialog', { name: 'Leave this workspace?' });
    await leaving.waitFor();
    await expectAccessible(member, "Team Members' confirmation to leave the workspace at 375 px");
    await member.keyboard.press('Escape');
    await leaving.waitFor({ state: 'detached' });
    await expectFocused(member, leave, 'Leave Workspace');
    await members.getByText(memberEmail).waitFor();
  }, 120_000);
});
