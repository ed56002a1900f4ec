import type { PermissionMap } from '@hiring/domain';

/**
 * What the signed-in member may do with the team (the server's rule, docs/team.md): any letter on
 * `team` invites (U only with roles that are not admin roles, and handles the invitations they
 * sent); C manages members, every invitation and the roles editor.
 */
export function teamAccess(permissions: PermissionMap | null, userId: number | undefined) {
  const letters = permissions?.team ?? '';
  const manages = letters.includes('C');
  return {
    invites: manages || letters.includes('U'),
    managesMembers: manages,
    editsRoles: manages,
    handlesInvitation: (invitedByUserId: number | null) =>
      manages || (letters.includes('U') && invitedByUserId !== null && invitedByUserId === userId),
  };
}
