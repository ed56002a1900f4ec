/** A member of a company as a picker offers them. */
export interface RecruiterCandidate {
  userId: number;
  firstname: string | null | undefined;
  lastname: string | null | undefined;
}

export interface RecruiterOption {
  userId: number;
  /** First name and last name (spec 3: the display name), or '#id' when both are empty. */
  label: string;
  /** The signed-in user (put first when asked for). */
  self: boolean;
}

export const displayName = (person: { firstname?: string | null; lastname?: string | null }): string =>
  [person.firstname, person.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The recruiter list of spec section 6: a company's members without the current user, by name;
 * with `includeSelf`, the current user is added first (e.g. who holds an interview: usually oneself),
 * without it they are left out (e.g. whom to share a search with). Every picker of the web app uses it.
 */
export function recruiterList(
  members: readonly RecruiterCandidate[],
  currentUserId: number | null | undefined,
  options: { includeSelf?: boolean; self?: RecruiterCandidate | null } = {},
): RecruiterOption[] {
  const seen = new Set<number>();
  const toOption = (m: RecruiterCandidate, self: boolean): RecruiterOption => ({
    userId: m.userId,
    label: displayName(m) || `#${m.userId}`,
    self,
  });
  const others = members
    .filter((m) => {
      if (m.userId === currentUserId || seen.has(m.userId)) return false;
      seen.add(m.userId);
      return true;
    })
    .map((m) => toOption(m, false))
    // By name; members without one ('#id') last.
    .sort(
      (a, b) =>
        Number(a.label.startsWith('#')) - Number(b.label.startsWith('#')) ||
        a.label.localeCompare(b.label, 'it', { sensitivity: 'base' }) ||
        a.userId - b.userId,
    );
  if (!options.includeSelf || currentUserId == null) return others;
  const me = members.find((m) => m.userId === currentUserId) ?? options.self ?? null;
  return me ? [toOption({ ...me, userId: currentUserId }, true), ...others] : others;
}
