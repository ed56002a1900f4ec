import { Badge } from 'primereact/badge';
import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NoticeItem } from '@hiring/domain';
import { NoticeEntry } from '../../features/notices/NoticeEntry';
import { noticeTarget } from '../../features/notices/notice-target';
import { useNoticePolling } from '../../features/notices/useNoticePolling';
import { useNewNoticeAnnouncement } from '../../features/notices/useNewNoticeAnnouncement';
import { useSeeNotice } from '../../features/notices/useSeeNotice';
import { useUpdateIcons } from '../../features/notices/useUpdateIcons';
import { useNoticeStore } from '../../shared/stores/useNoticeStore';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import styles from './AppShell.module.css';

/**
 * The notifications menu of the top bar: a toggle with the unread count and the notice items, polled
 * while signed in. Selecting one goes where it leads (spec section 4) and marks it seen.
 */
export function NoticesMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [announcement, announce] = useNewNoticeAnnouncement();
  useNoticePolling(announce);
  const count = useSessionStore((state) => state.notices);
  const items = useNoticeStore((state) => state.items);
  const [open, setOpen] = useState(false);
  const icons = useUpdateIcons(open);
  const see = useSeeNotice();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  const select = (item: NoticeItem) => {
    setOpen(false);
    const target = noticeTarget(item);
    if (target) void navigate(target);
    see.mutate(item);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.popoverRoot} ref={root}>
      <span className="visually-hidden" role="status" data-testid="notices-live">
        {announcement}
      </span>
      <Button
        type="button"
        icon="pi pi-bell"
        rounded
        text
        severity="secondary"
        className={styles.iconButton}
        aria-label={t('shell.notices.open', { count })}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notices-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        {count > 0 && <Badge value={count > 99 ? '99+' : count} severity="danger" className={styles.badge} />}
      </Button>
      {open && (
        <div id={panelId} className={styles.popover} role="region" aria-label={t('shell.notices.title')}>
          <h2 className={styles.popoverTitle}>{t('shell.notices.title')}</h2>
          {items.length === 0 ? (
            <p className={styles.empty}>{t('shell.notices.empty')}</p>
          ) : (
            <ul className={styles.noticeList}>
              {items.map((item) => (
                <li key={`${item.itemClass}-${item.itemId}`}>
                  <NoticeEntry
                    item={item}
                    iconSvg={item.updateIconId === null ? undefined : icons?.get(item.updateIconId)}
                    onSelect={() => select(item)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
