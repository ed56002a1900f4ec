import { useMemo } from 'react';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { useTeammates, type Teammate } from '../search/useTeammates';

/**
 * Who may hold an interview: the members of the active company, the signed-in user first (spec
 * section 6: the recruiter list excludes the current user, optionally adding them first).
 */
export function useRecruiters(enabled: boolean): { recruiters: Teammate[]; loading: boolean } {
  const user = useSessionStore((state) => state.user);
  const teammates = useTeammates(enabled);
  const recruiters = useMemo(() => {
    const me: Teammate[] = user ? [{ userId: user.id, label: `${user.firstname} ${user.lastname}` }] : [];
    return [...me, ...(teammates.data ?? [])];
  }, [user, teammates.data]);
  return { recruiters, loading: teammates.isLoading };
}
