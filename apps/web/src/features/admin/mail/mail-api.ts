import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';

export type OutboxStatus = 'queued' | 'sent' | 'logged' | 'failed';

/** A row of GET /mail/outbox. */
export interface OutboxRow {
  id: number;
  to: string;
  template: string;
  lang: string;
  subject: string;
  status: OutboxStatus;
  error: string | null;
  attempts: number;
  userId: number | null;
  createdAt: string;
  sentAt: string | null;
}

/** GET /mail/outbox/{id}: a mail with its content. */
export interface OutboxMail extends OutboxRow {
  text: string;
  html: string;
}

export interface MailTemplateInfo {
  name: string;
  keys: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  outboxId?: number;
  status?: 'sent' | 'logged' | 'failed';
}

export interface TemplateRequest {
  template: string;
  lang: 'it' | 'en';
  data: Record<string, string | number>;
  to?: string;
  send?: boolean;
}

export interface PolicyMailing {
  id: number;
  version: string;
  effectiveOn: string;
  createdAt: string;
  startedByUserId: number;
  finishedAt: string | null;
  queued: number;
  sent: number;
  failed: number;
  total: number;
}

export const OUTBOX_PATH = '/mail/outbox';

export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: ['admin-mail', 'outbox', id],
    queryFn: () => api.get<OutboxMail>(`${OUTBOX_PATH}/${id}`),
    enabled: id !== null,
  });
}

export function useMailTemplates() {
  return useQuery({
    queryKey: ['admin-mail', 'templates'],
    queryFn: () => api.get<MailTemplateInfo[]>('/mail/templates'),
    staleTime: Infinity,
  });
}

/** Renders a template (preview), or sends it; a send refreshes the outbox table. */
export function useRenderTemplate() {
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: (body: TemplateRequest) => api.post<RenderedMail>('/mail/template', body),
    onSuccess: (_mail, body) => {
      if (body.send) void queryClient.invalidateQueries({ queryKey: ['lazy-table', OUTBOX_PATH] });
    },
    onError: showApiError,
  });
}

/** The mailings; polled while one is under way or has mails waiting in the outbox. */
export function usePolicyMailings() {
  return useQuery({
    queryKey: ['admin-mail', 'policy'],
    queryFn: () => api.get<PolicyMailing[]>('/mail/privacy-policy-update'),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((m) => !m.finishedAt || m.queued > 0) ? 5000 : false,
  });
}

export function useStartPolicyMailing() {
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: (body: { version: string; effectiveOn?: string }) =>
      api.post<PolicyMailing>('/mail/send-privacy-policy-update', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-mail', 'policy'] }),
    onError: showApiError,
  });
}
