import { describe, expect, it } from 'vitest';
import { sidebarSections } from '@client/app/layouts/sidebar-items';

function labels(...args: Parameters<typeof sidebarSections>): string[] {
  return sidebarSections(...args).flatMap((section) => section.items.map((item) => item.label));
}

describe('sidebarSections', () => {
  it("links the workspace's settings for its owner, after the team", () => {
    const work = sidebarSections('user', 'owner').find((section) => section.id === 'work')!;
    expect(work.items.map((item) => item.label).slice(-2)).toEqual(['Team Members', 'Settings']);
    expect(work.items.at(-1)!.to).toBe('/settings');
  });

  it.each(['editor', 'viewer', null] as const)('leaves settings out for a workspace role of %s', (role) => {
    expect(labels('user', role)).not.toContain('Settings');
    expect(labels('admin', role)).not.toContain('Settings');
  });

  it('shows the admin links by the app role, whatever the workspace role', () => {
    expect(labels('admin', 'owner')).toEqual(expect.arrayContaining(['Users', 'Settings']));
    expect(labels('user', 'owner')).not.toContain('Users');
  });
});
