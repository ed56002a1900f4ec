import { NOTICE_POLL_MS, type NoticeItem } from '@hiring/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../shared/api/api';
import { useLiveEvent } from '../../shared/live/useLiveEvent';
import { useNoticeStore } from '../../shared/stores/useNoticeStore';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { noticeCount } from './notice-target';

export const noticesKey = ['notices'] as const;

/**
 * Polls the caller's notices (POST /notice/@fetch, every NOTICE_POLL_MS) while signed in, and keeps
 * the items and the unread count in the stores. A failed poll stays quiet: the next one retries.
 * A live `notice` event (docs/live.md) polls at once instead of waiting for the next turn.
 * `onArrived` hears how many unread notices a later poll brought beyond the count before it (the
 * first poll of the page sets the count, announcing nothing).
 */
export function useNoticePolling(onArrived?: (count: number) => void): void {
  const queryClient = useQueryClient();
  useLiveEvent('notice', () => void queryClient.invalidateQueries({ queryKey: noticesKey }));
  const signedIn = useSessionStore((state) => state.user !== null);
  const { data } = useQuery({
    queryKey: noticesKey,
    queryFn: ({ signal }) => api.post<NoticeItem[]>('/notice/@fetch', { idList: [] }, { signal }),
    enabled: signedIn,
    refetchInterval: NOTICE_POLL_MS,
    meta: { silent: true },
  });

  const polled = useRef(false);

  useEffect(() => {
    if (!data) return;
    const before = useSessionStore.getState().notices;
    const count = noticeCount(data);
    useNoticeStore.getState().setItems(data);
    useSessionStore.getState().setNotices(count);
    if (polled.current && count > before) onArrived?.(count - before);
    polled.current = true;
  }, [data, onArrived]);
}
