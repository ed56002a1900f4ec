import { can, ownRecordsOnly, type PermissionKey, type PermissionMap } from '@hiring/domain';

/** What the signed-in user may do in the active company, by the domain's one permission rule. */
export interface Access {
  /** A key without an owner: any letter grants it; with the record's owner: U for own, C for any. */
  can: (key: PermissionKey, ownerId?: number | null) => boolean;
  /** U without C: only the user's own records. */
  ownRecordsOnly: (key: PermissionKey) => boolean;
  /** Whether the company role's map has come: until then nothing is offered, and lists of areas wait. */
  known: boolean;
}

/**
 * The access of a user with the active company role's permission map. Without a user or a map
 * (signed out, a back-office admin, the companies not loaded yet) nothing is offered: the web app
 * never offers what the server would refuse.
 */
export function accessFor(
  userId: number | null | undefined,
  roles: PermissionMap | null | undefined,
): Access {
  if (userId == null || !roles) return { can: () => false, ownRecordsOnly: () => false, known: false };
  const subject = { userId, roles };
  return {
    can: (key, ownerId) => can(subject, key, ownerId),
    ownRecordsOnly: (key) => ownRecordsOnly(subject, key),
    known: true,
  };
}
