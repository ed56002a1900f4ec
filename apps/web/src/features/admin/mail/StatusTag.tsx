import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { OutboxStatus } from './mail-api';

const severity: Record<OutboxStatus, 'info' | 'success' | 'secondary' | 'danger'> = {
  queued: 'info',
  sent: 'success',
  logged: 'secondary',
  failed: 'danger',
};

/** An outbox mail's status: queued, sent, logged (no SMTP) or failed. */
export function StatusTag({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation();
  return <Tag severity={severity[status]} value={t(`admin-mail:status.${status}`)} />;
}
