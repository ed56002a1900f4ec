import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckEmailResult,
  CompanyRoleCreate,
  CompanyRoleUpdate,
  CompanyRoleView,
  InviteRequest,
  InviteResult,
  PendingInvitation,
  TeamMember,
} from '@hiring/domain';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { teamKeys } from '../../shared/team/team-keys';

/** The active company's id: the team's keys carry it, and nothing loads before the shell knows it. */
const useCompanyId = () => useSessionStore((state) => state.company?.id ?? null);

/** The company roles the active company may give: the defaults and its own (GET /company-role). */
export function useCompanyRoles() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: teamKeys.roles(companyId),
    queryFn: () => api.get<CompanyRoleView[]>('/company-role', { query: { take: 200, orderBy: 'id' } }),
    enabled: companyId !== null,
  });
}

/** The open invitations (GET /invitation), for members who manage the team. */
export function usePendingInvitations(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: teamKeys.invitations(companyId),
    queryFn: () => api.get<PendingInvitation[]>('/invitation'),
    enabled: enabled && companyId !== null,
  });
}

/** One member (GET /user-company/@team/{id}); a 404 is shown by the page. */
export function useTeamMember(id: number) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...teamKeys.members(companyId), id],
    queryFn: () => api.get<TeamMember>(`/user-company/@team/${id}`),
    meta: { shownByPage: [404] },
    retry: false,
    enabled: companyId !== null,
  });
}

export const checkInviteEmail = (email: string) =>
  api.post<CheckEmailResult>('/user-company/check-email', { email });

/** The team's writes; each refreshes the team data (members, invitations, roles) and toasts a failure. */
export function useTeamActions() {
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
  const options = { onSuccess: refresh, onError: showApiError };
  return {
    invite: useMutation({
      mutationFn: (body: InviteRequest) => api.post<InviteResult>('/user-company/invite', body),
      ...options,
    }),
    resend: useMutation({
      mutationFn: (id: number) => api.post<void>(`/invitation/${id}/resend`),
      ...options,
    }),
    revoke: useMutation({ mutationFn: (id: number) => api.delete<void>(`/invitation/${id}`), ...options }),
    changeRole: useMutation({
      mutationFn: ({ id, companyRoleId }: { id: number; companyRoleId: number }) =>
        api.patch<TeamMember>(`/user-company/${id}`, { companyRoleId }),
      ...options,
    }),
    remove: useMutation({
      mutationFn: ({ id, reassignTo }: { id: number; reassignTo: number | null }) =>
        api.delete<void>(`/user-company/${id}`, { query: reassignTo === null ? {} : { reassignTo } }),
      ...options,
    }),
    createRole: useMutation({
      mutationFn: (body: CompanyRoleCreate) => api.post<CompanyRoleView>('/company-role', body),
      ...options,
    }),
    updateRole: useMutation({
      mutationFn: ({ id, ...body }: CompanyRoleUpdate & { id: number }) =>
        api.patch<CompanyRoleView>(`/company-role/${id}`, body),
      ...options,
    }),
    deleteRole: useMutation({
      mutationFn: (id: number) => api.delete<void>(`/company-role/${id}`),
      ...options,
    }),
  };
}
