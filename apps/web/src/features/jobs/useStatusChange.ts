import type { JobStatusAction } from '@hiring/domain';
import { useTranslation } from 'react-i18next';
import type { ConfirmRequest } from '../../shared/ui/ConfirmActionDialog';
import { useJobMutations } from './useJobMutations';

/** Sets a job's status (PATCH /job/status/{id}); closing asks first through `ask`. */
export function useStatusChange(ask: (request: ConfirmRequest) => void) {
  const { t } = useTranslation();
  const { setStatus } = useJobMutations();
  const change = (job: { id: number; name: string }, status: JobStatusAction) => {
    if (status !== 'CLOSE') return setStatus.mutate({ id: job.id, status });
    ask({
      title: t('jobs.confirm.closeTitle'),
      message: t('jobs.confirm.closeMessage', { name: job.name }),
      acceptLabel: t('jobs.actions.close'),
      onAccept: () => setStatus.mutate({ id: job.id, status }),
    });
  };
  return { change, isPending: setStatus.isPending };
}
