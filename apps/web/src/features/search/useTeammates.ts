import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { listWithInclude, searchKeys } from './search-api';

interface Membership {
  id: number;
  userId: number;
  user?: { firstname?: string; lastname?: string; email?: string } | null;
}

export interface Teammate {
  userId: number;
  label: string;
}

const fetchTeammates = () => listWithInclude<Membership>('/user-company', { take: 200 }, 'user');

/**
 * Members of the active company (GET /user-company), named when the API includes the user, the
 * caller left out (spec 6: a recruiter list excludes the current user).
 */
export function useTeammates(enabled: boolean) {
  const me = useSessionStore((state) => state.user?.id);
  return useQuery({
    queryKey: searchKeys.teammates,
    queryFn: fetchTeammates,
    enabled,
    select: (rows): Teammate[] =>
      rows
        .filter((row) => row.userId !== me)
        .map((row) => {
          const name = [row.user?.firstname, row.user?.lastname].filter(Boolean).join(' ');
          return { userId: row.userId, label: name || row.user?.email || `#${row.userId}` };
        })
        .sort((a, b) => a.label.localeCompare(b.label)),
  });
}
