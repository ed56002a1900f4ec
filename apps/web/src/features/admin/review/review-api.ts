import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';

export const enrollmentStates = ['requested', 'verified', 'completed', 'rejected'] as const;
export type EnrollmentState = (typeof enrollmentStates)[number];

/** A row of GET /admin/customer: a company signup and where its review stands. */
export interface Signup {
  id: number;
  email: string;
  companyName: string;
  firstname: string;
  lastname: string;
  vatId: string | null;
  lang: string;
  state: EnrollmentState;
  createdAt: string;
  emailVerifiedAt: string | null;
  completedAt: string | null;
  rejectedAt: string | null;
  rejectReason: string | null;
  companyId: number | null;
  adminUserId: number | null;
  reviewedByUserId: number | null;
  reviewedByName: string | null;
}

export const SIGNUPS_PATH = '/admin/customer';
export const QUEUE_PATH = '/admin/approval';

export type ApprovalKind = 'job' | 'page';

/** A row of GET /admin/approval: a job post or a company page waiting. */
export interface QueueItem {
  key: string;
  kind: ApprovalKind;
  id: number;
  title: string;
  companyId: number;
  companyName: string;
  requesterId: number | null;
  requesterName: string | null;
  requesterEmail: string | null;
  requestedAt: string;
}

/** GET /admin/approval/job/{id}: the post as a candidate would see it. */
export interface JobPreviewData {
  id: number;
  companyId: number;
  companyName: string;
  companyLogo: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  status: string;
  approvalRequestedAt: string | null;
  approvedAt: string | null;
  approvalRejectedAt: string | null;
  approvalRejectReason: string | null;
  name: string;
  description: string | null;
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
  contractType: string | null;
  workMode: string | null;
  place: string | null;
  salaryMinCents: number | null;
  salaryMaxCents: number | null;
  workArea: string | null;
  seniority: string | null;
  education: string | null;
  availability: string | null;
  professionalSkills: Array<{ name: string; years: number }>;
  languages: Array<{ name: string; level: string }>;
  softSkills: string[];
  driverLicenses: string[];
  protectedClasses: string[];
}

/** GET /admin/approval/page/{id}: the company page as candidates would see it. */
export interface PagePreviewData {
  id: number;
  name: string;
  logo: string | null;
  banner: string | null;
  images: string[];
  description: string | null;
  website: string | null;
  place: string | null;
  requiresApproval: boolean;
  pageApprovalRequestedAt: string | null;
  pageApprovedAt: string | null;
  pageRejectedAt: string | null;
  pageRejectReason: string | null;
  requesterName: string | null;
  visibleToCandidates: boolean;
}

export type SignupAction =
  | { kind: 'resend-code'; id: number }
  | { kind: 'complete'; id: number; unverified: boolean }
  | { kind: 'reject'; id: number; reason: string };

/** Resend, complete or reject a signup; the table reloads after each. */
export function useSignupAction() {
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: (action: SignupAction) =>
      api.post<Signup>(
        `${SIGNUPS_PATH}/${action.id}/${action.kind}`,
        action.kind === 'complete'
          ? { unverified: action.unverified }
          : action.kind === 'reject'
            ? { reason: action.reason }
            : undefined,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lazy-table', SIGNUPS_PATH] }),
    onError: showApiError,
  });
}

export function useJobPreview(id: number | null, lang: string) {
  return useQuery({
    queryKey: ['admin-review', 'job', id, lang],
    queryFn: () => api.get<JobPreviewData>(`${QUEUE_PATH}/job/${id}`, { query: { lang } }),
    enabled: id !== null,
  });
}

export function usePagePreview(id: number | null) {
  return useQuery({
    queryKey: ['admin-review', 'page', id],
    queryFn: () => api.get<PagePreviewData>(`${QUEUE_PATH}/page/${id}`),
    enabled: id !== null,
  });
}

export type ApprovalDecision =
  | { kind: ApprovalKind; id: number; approve: true }
  | { kind: ApprovalKind; id: number; approve: false; reason: string };

/** Approve or reject a queued item; the queue and the item's preview reload. */
export function useApprovalDecision() {
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: (decision: ApprovalDecision) =>
      api.post<unknown>(
        `${QUEUE_PATH}/${decision.kind}/${decision.id}/${decision.approve ? 'approve' : 'reject'}`,
        decision.approve ? undefined : { reason: decision.reason },
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['lazy-table', QUEUE_PATH] }),
        queryClient.invalidateQueries({ queryKey: ['admin-review'] }),
      ]);
    },
    onError: showApiError,
  });
}
