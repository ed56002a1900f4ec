import type { JobStatusAction } from '@hiring/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useToast } from '../../shared/ui/toast/useToast';
import { jobKeys } from './job-query-keys';
import type { JobRecord } from './job-types';

/**
 * The job actions of the list and the editor: duplicate, set status, delete. Each shows a toast
 * and refreshes the job lists, the job and its board.
 */
export function useJobMutations() {
  const { t } = useTranslation();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['board'] }),
    ]);
  };

  const duplicate = useMutation({
    mutationFn: (id: number) => api.post<JobRecord>(`/job/duplicate/${id}`),
    onSuccess: async (copy) => {
      notify('done', t('jobs.toast.duplicated', { name: copy.name }));
      await refresh();
    },
    onError: showApiError,
  });

  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: JobStatusAction }) =>
      api.patch<JobRecord>(`/job/status/${id}`, { status }),
    onSuccess: async (job, { status }) => {
      const awaiting = status === 'ACTIVE' && Boolean(job.approvalRequestedAt) && !job.publishedAt;
      notify('done', t(awaiting ? 'jobs.toast.approvalRequested' : `jobs.toast.status.${status}`));
      await refresh();
    },
    onError: showApiError,
  });

  const remove = useMutation({
    mutationFn: (id: number) => api.delete<void>(`/job/${id}`),
    onSuccess: async (_nothing, id) => {
      notify('done', t('jobs.toast.deleted'));
      queryClient.removeQueries({ queryKey: jobKeys.detail(id) });
      await refresh();
    },
    onError: showApiError,
  });

  return { duplicate, setStatus, remove };
}
