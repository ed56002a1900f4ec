import type { NoticeItem } from '@hiring/domain';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../board/PersonAvatar';
import styles from './Notices.module.css';

const classIcon: Record<NoticeItem['itemClass'], string> = {
  APPL: 'pi pi-user-plus',
  CHAT: 'pi pi-comments',
  STEP: 'pi pi-directions',
};

/**
 * One notice of the menu: who, which job, what, how many, and its icon. The icon's SVG comes from
 * the server and is shown as an image (never injected as markup), so it cannot run scripts.
 */
export function NoticeEntry(props: { item: NoticeItem; iconSvg: string | undefined; onSelect: () => void }) {
  const { t } = useTranslation();
  const { item } = props;
  const who = item.fullname ?? t(`notices.class.${item.itemClass}`);
  return (
    <button
      type="button"
      className={styles.entry}
      data-testid="notice-item"
      data-item-class={item.itemClass}
      data-item-id={item.itemId}
      onClick={props.onSelect}
    >
      <PersonAvatar name={who} picture={item.picture} />
      <span className={styles.text}>
        <strong className={styles.who}>{who}</strong>
        {item.jobName && <span className={styles.job}>{item.jobName}</span>}
        <span className={styles.message}>{item.message ?? t(`notices.class.${item.itemClass}`)}</span>
      </span>
      <span className={styles.side}>
        {props.iconSvg ? (
          <img
            className={styles.icon}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(props.iconSvg)}`}
            alt=""
            width={20}
            height={20}
          />
        ) : (
          <i className={`${classIcon[item.itemClass]} ${styles.icon}`} aria-hidden="true" />
        )}
        {item.itemCount > 1 && (
          <span className={styles.count} aria-label={t('notices.count', { count: item.itemCount })}>
            {item.itemCount}
          </span>
        )}
      </span>
    </button>
  );
}
