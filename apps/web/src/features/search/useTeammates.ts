import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { api } from '../../shared/api/api';
import { searchKeys } from './search-api';

interface Membership {
  id: number;
  userId: number;
  user: { firstname: string; lastname: string } | null;
}

export interface Teammate {
  userId: number;
  label: string;
}

const fetchTeammates = () =>
  api.get<Membership[]>('/user-company', { query: { take: 200, include: 'user' } });

/**
 * Members of the active company (GET /user-company with the user included), the caller left out (spec 6: a recruiter list excludes the current user).
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
          return { userId: row.userId, label: name || `#${row.userId}` };
        })
        .sort((a, b) => a.label.localeCompare(b.label)),
  });
}
