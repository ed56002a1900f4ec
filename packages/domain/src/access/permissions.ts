/**
 * Company permission keys. A company role maps each key to letters:
 * U — the member may act on records they own; C — on any record of the company.
 */
export const permissionKeys = [
  'jobs',
  'board',
  'candidates',
  'chat',
  'meetings',
  'team',
  'company',
  'budget',
  'pricing',
] as const;
export type PermissionKey = (typeof permissionKeys)[number];
export type PermissionLetters = '' | 'U' | 'C' | 'UC';
export type PermissionMap = Partial<Record<PermissionKey, PermissionLetters>>;

export interface PermissionSubject {
  userId: number;
  /** The roles map of the caller's company role in the active company. */
  roles: PermissionMap;
}

/**
 * The permission rule of spec section 6: with an owner id, the roles map must hold U when the
 * caller owns the record, C otherwise; without one, either letter grants the action.
 */
export function can(subject: PermissionSubject, key: PermissionKey, ownerId?: number | null): boolean {
  const letters = subject.roles[key] ?? '';
  if (ownerId === undefined || ownerId === null) return letters.includes('U') || letters.includes('C');
  if (letters.includes('C')) return true;
  return ownerId === subject.userId && letters.includes('U');
}

/** True when the caller may act only on their own records for this key (U without C). */
export function ownRecordsOnly(subject: PermissionSubject, key: PermissionKey): boolean {
  const letters = subject.roles[key] ?? '';
  return letters.includes('U') && !letters.includes('C');
}
