import { useMemo } from 'react';
import { recruiterList, type RecruiterOption } from '@hiring/domain';
import { useSessionStore } from '../stores/useSessionStore';
import { useTeamMembers } from './useTeamMembers';

/**
 * A recruiter picker's options by the spec 6 rule (`recruiterList` in the domain): the active
 * company's members without the signed-in user, who comes first with `includeSelf`.
 */
export function useRecruiterOptions(
  enabled: boolean,
  options: { includeSelf: boolean },
): { options: RecruiterOption[]; loading: boolean } {
  const user = useSessionStore((state) => state.user);
  const members = useTeamMembers(enabled);
  const list = useMemo(
    () =>
      recruiterList(members.data ?? [], user?.id, {
        includeSelf: options.includeSelf,
        self: user ? { userId: user.id, firstname: user.firstname, lastname: user.lastname } : null,
      }),
    [members.data, user, options.includeSelf],
  );
  return { options: list, loading: members.isLoading };
}
