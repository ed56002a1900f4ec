import type { NoticeItem } from '@hiring/domain';

/**
 * Where a notice leads (spec section 4): a new application to the job's new-list tab, a chat
 * message to the conversation, a step to the board's manage view with that application open on its
 * status tab (the steps).
 */
export function noticeTarget(item: Pick<NoticeItem, 'itemClass' | 'itemId' | 'jobId'>): string | null {
  switch (item.itemClass) {
    case 'APPL':
      return item.jobId === null ? null : `/board/${item.jobId}?tab=new`;
    case 'CHAT':
      // The item is the chat; the page opens the thread with its candidate (useChatFromNotice).
      return `/messages?chat=${item.itemId}`;
    case 'STEP':
      return item.jobId === null ? null : `/board/${item.jobId}/${item.itemId}?tab=manage&detail=status`;
  }
}

/** The unread count the bell shows: every update the items group. */
export function noticeCount(items: ReadonlyArray<Pick<NoticeItem, 'itemCount'>>): number {
  return items.reduce((sum, item) => sum + Math.max(1, item.itemCount), 0);
}
