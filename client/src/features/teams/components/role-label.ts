import type { MemberRole } from '@shared/api/teams';

export const ROLE_LABELS: Record<MemberRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

/** The roles an owner can give: everyone but the owner edits or only views. */
export const ASSIGNABLE_ROLES = [
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
] as const;
