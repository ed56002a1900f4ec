import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../shared/api/api';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { usePageVisible } from '../../shared/ui/usePageVisible';
import { chatKeys } from './chat-keys';
import { withUnread, type ConversationList } from './conversation-list';
import { markRead, unreadMarks, type ThreadData } from './thread-cache';

/**
 * Marks the open thread read (POST /last-message, per chat up to the newest message of the other
 * side) when it is shown and whenever new messages come while it is: the list's unread count and
 * the notices follow.
 */
export function useMarkRead(chatterId: number, thread: ThreadData | undefined): void {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const sent = useRef(new Map<number, number>());

  useEffect(() => {
    if (!thread || !visible) return;
    const marks = unreadMarks(thread.messages).filter((m) => (sent.current.get(m.chatId) ?? 0) < m.messageId);
    if (marks.length === 0) return;
    const companyId = useSessionStore.getState().company?.id ?? null;
    for (const mark of marks) sent.current.set(mark.chatId, mark.messageId);
    void Promise.all(
      marks.map((mark) =>
        api.post<{ unreadCount: number }>('/last-message', mark).then((answer) => ({ mark, answer })),
      ),
    )
      .then((results) => {
        const now = new Date().toISOString();
        queryClient.setQueryData<ThreadData>(
          chatKeys.thread(companyId, chatterId),
          (current) =>
            current &&
            markRead(
              current,
              (m) =>
                !m.mine && results.some(({ mark }) => mark.chatId === m.chatId && m.id <= mark.messageId),
              now,
            ),
        );
        const left = results.reduce((sum, { answer }) => sum + answer.unreadCount, 0);
        queryClient.setQueriesData<ConversationList>(
          { queryKey: chatKeys.lists(companyId) },
          (list) => list && withUnread(list, chatterId, left),
        );
        void queryClient.invalidateQueries({ queryKey: ['notices'] });
      })
      .catch(() => {
        // Not read this time: the next change of the thread tries again.
        for (const mark of marks) sent.current.delete(mark.chatId);
      });
  }, [thread, visible, chatterId, queryClient]);
}
