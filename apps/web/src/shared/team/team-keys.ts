/**
 * The query keys of the team data, per active company (switching company reloads the team, spec 4).
 * Every key starts with 'team' so one invalidation refreshes all of it.
 */
export const teamKeys = {
  all: ['team'] as const,
  members: (companyId: number | null) => ['team', companyId, 'members'] as const,
  invitations: (companyId: number | null) => ['team', companyId, 'invitations'] as const,
  roles: (companyId: number | null) => ['team', companyId, 'roles'] as const,
};
