import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobStatus, LicenseUsage, LoginResponse } from '@hiring/domain';
import { api } from '../../../shared/api/api';
import { rememberImpersonationReturn, switchSession } from '../../../shared/stores/session-switch';

/** The back office's companies, their detail, act-as and the audit log (docs/back-office.md). */

/** A row of GET /admin/company. */
export interface AdminCompanyRow {
  id: number;
  name: string;
  vatId: string | null;
  createdAt: string;
  requiresApproval: boolean;
  membersCount: number;
  liveJobsCount: number;
  licenseName: string | null;
}

export interface AdminCompanyMember {
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
  companyRoleId: number;
  roleName: string;
  roleNameEn: string;
  /** The last day (Europe/Rome, YYYY-MM-DD) the member used the product in this company. */
  lastActiveDay: string | null;
}

export interface AdminCompanyJob {
  id: number;
  name: string;
  status: JobStatus;
  publishedAt: string | null;
  approval: 'none' | 'waiting' | 'approved' | 'rejected';
  applicationsCount: number;
}

/** GET /admin/company/{id}. */
export interface AdminCompanyDetail {
  id: number;
  name: string;
  vatId: string | null;
  taxId: string | null;
  countryCode: string;
  website: string | null;
  createdAt: string;
  requiresApproval: boolean;
  pageApprovalRequestedAt: string | null;
  pageApprovedAt: string | null;
  pageRejectedAt: string | null;
  members: AdminCompanyMember[];
  jobs: AdminCompanyJob[];
  license: LicenseUsage;
  spending: {
    monthlyBudgetCents: number | null;
    currentMonth: { month: string; spentCents: number };
    lastMonth: { month: string; spentCents: number };
  };
}

/** A row of GET /admin/audit. */
export interface AuditRow {
  id: number;
  createdAt: string;
  action: string;
  method: string | null;
  url: string | null;
  statusCode: number | null;
  requestId: string | null;
  data: Record<string, unknown> | null;
  /** Null for the installation's own jobs (retention). */
  actorUserId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  subjectUserId: number | null;
  subjectName: string | null;
  subjectEmail: string | null;
  companyId: number | null;
  companyName: string | null;
}

const detailKey = (id: number) => ['admin', 'company', id] as const;

export function useAdminCompany(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api.get<AdminCompanyDetail>(`/admin/company/${id}`, { signal }),
  });
}

/** Turns the company's human approval on or off (PATCH /admin/company/{id}, audited). */
export function useRequiresApproval(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requiresApproval: boolean) =>
      api.patch<AdminCompanyDetail>(`/admin/company/${id}`, { requiresApproval }),
    onSuccess: (data) => {
      client.setQueryData(detailKey(id), data);
      void client.invalidateQueries({ queryKey: ['lazy-table'] });
    },
  });
}

/**
 * Acts as a member (PATCH /auth/@@su/{id}): the tab switches to their session and opens their home; the
 * banner's way back returns to `returnTo` as the admin.
 */
export function useActAs(returnTo: string) {
  return useMutation({
    mutationFn: (userId: number) => api.patch<LoginResponse>(`/auth/@@su/${userId}`),
    onSuccess: (data) => {
      rememberImpersonationReturn(returnTo);
      switchSession(data, '/');
    },
  });
}
