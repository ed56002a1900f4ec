/** User role ids (spec section 4). */
export const RoleId = {
  admin: 1,
  recruiter: 2,
  user: 3,
  disabled: 4,
  application: 5,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

/** Sync flags the client uses to ask what to reload (spec section 4). */
export const SyncFlag = { user: 1, company: 2, config: 4, notices: 8, all: 255 } as const;

/** Permissions held in a back-office admin's settings; each gates one admin page (spec sections 2 and 6). */
export const adminPermissions = [
  'sudoer',
  'job-pricing',
  'user-stats',
  'enrollment',
  'human-approval',
  'ai-tweaking',
] as const;
export type AdminPermission = (typeof adminPermissions)[number];
