import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@hiring/domain';
import { api } from '../api/api';
import { useSessionStore } from '../stores/useSessionStore';
import { teamKeys } from './team-keys';

export const fetchTeamMembers = () => api.get<TeamMember[]>('/user-company/@team');

/**
 * The members of the active company (GET /user-company/@team): the one member list of the web app.
 * It waits for the shell to know the active company, whose id is part of the key.
 */
export function useTeamMembers(enabled = true) {
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  return useQuery({
    queryKey: teamKeys.members(companyId),
    queryFn: fetchTeamMembers,
    enabled: enabled && companyId !== null,
  });
}
