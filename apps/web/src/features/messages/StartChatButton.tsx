import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/access/useCan';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import styles from './Messages.module.css';

/**
 * Opens the conversation with a candidate about a job (POST /chat reuses a live one) and goes to it;
 * only for a company role with the chat key.
 */
export function StartChatButton(props: { candidateUserId: number; jobId: number; name: string }) {
  const { t } = useTranslation('messages');
  const { can } = useCan();
  const navigate = useNavigate();
  const onError = useApiErrorToast();
  const open = useMutation({
    mutationFn: () => api.post('/chat', { candidateUserId: props.candidateUserId, jobId: props.jobId }),
    onSuccess: () => navigate(`/messages/${props.candidateUserId}`),
    onError,
  });
  if (!can('chat')) return null;
  return (
    <Button
      type="button"
      icon="pi pi-comments"
      label={t('startChat')}
      aria-label={t('startChatLabel', { name: props.name })}
      loading={open.isPending}
      onClick={() => open.mutate()}
      className={styles.startChat}
      data-testid="start-chat"
    />
  );
}
