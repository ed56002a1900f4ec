import { useTranslation } from 'react-i18next';
import type { BotCheckStatus } from './bot-check';
import styles from './BotCheckBadge.module.css';

/**
 * The bot-check badge, bottom left (spec section 9): it hides itself, showing only while a check
 * is being solved and that takes long enough to notice (a slow device, a slow network).
 */
export function BotCheckBadge({ status }: { status: BotCheckStatus }) {
  const { t } = useTranslation();
  const visible = status === 'solving';
  return (
    <div
      className={visible ? `${styles.badge} ${styles.visible}` : styles.badge}
      data-bot-check={status}
      aria-hidden={!visible}
    >
      <i className="pi pi-shield" aria-hidden="true" />
      <span>{t('botCheck.verifying')}</span>
    </div>
  );
}
